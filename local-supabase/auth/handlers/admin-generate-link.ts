// POST /admin/generate_link: create the token a mail would carry and return it (no mail is sent).
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { createEmailUser } from '../service/accounts.js';
import { issueEmailChange, issueToken, type IssuedToken } from '../service/flows.js';
import { assertAcceptablePassword, hashSql } from '../service/passwords.js';
import { findUserByEmail, findUserById, mergeMetadata, updateUser, userJson, type LoadedUser } from '../service/users.js';
import { normalizeEmail, optionalObject, optionalString } from '../service/validate.js';

const TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

export async function adminGenerateLink(a: AuthRequest): Promise<Reply> {
  const type = a.body.type;
  if (typeof type !== 'string' || !TYPES.includes(type)) throw E.validation('Invalid link type');
  const email = normalizeEmail(a.body.email);
  const password = optionalString(a.body, 'password');
  const data = optionalObject(a.body, 'data') ?? {};
  const newEmailRaw = optionalString(a.body, 'new_email');

  const { user, token } = await a.deps.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email);
    let token: IssuedToken;
    switch (type) {
      case 'signup': {
        if (!password) throw E.signupPasswordMissing();
        assertAcceptablePassword(password, a.cfg);
        if (user?.row.email_confirmed_at) throw E.emailExists();
        if (user) {
          await updateUser(q, user.row.id, { encrypted_password: { hash: password }, raw_user_meta_data: mergeMetadata(user.row.raw_user_meta_data, data) }, hashSql);
        } else user = await createEmailUser(q, { email, password, data, confirmed: false });
        token = await issueToken(a, q, user, 'signup', { send: false });
        break;
      }
      case 'invite': {
        if (user?.row.email_confirmed_at) throw E.emailExists();
        if (!user) user = await createEmailUser(q, { email, data, confirmed: false });
        token = await issueToken(a, q, user, 'invite', { send: false });
        break;
      }
      case 'magiclink':
      case 'recovery': {
        if (!user) throw E.userNotFound();
        token = await issueToken(a, q, user, type, { send: false });
        break;
      }
      default: {
        if (!user) throw E.userNotFound();
        if (!newEmailRaw) throw E.validation('The new email address provided is invalid');
        const newEmail = normalizeEmail(newEmailRaw);
        const taken = await findUserByEmail(q, newEmail);
        if (taken) throw E.emailExists();
        const both = await issueEmailChange(a, q, user, newEmail, { send: false, current: type === 'email_change_current' ? true : undefined });
        token = type === 'email_change_current' && both.current ? both.current : both;
      }
    }
    return { user: (await findUserById(q, user!.row.id)) as LoadedUser, token };
  });
  return json({
    ...userJson(user),
    action_link: token.link,
    email_otp: token.otp,
    hashed_token: token.hashedToken,
    redirect_to: token.redirectTo,
    verification_type: token.verificationType,
  });
}
