// /passkeys: registration and sign-in ceremonies (WebAuthn checked by @simplewebauthn/server), the member's own list,
// rename and delete. Off unless [auth.passkey] enabled: then every route answers 404 passkey_disabled, as GoTrue does.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthRequest, Caller } from '../context.js';
import { requireUser } from '../context.js';
import { E } from '../errors.js';
import { json, noContent, type Reply } from '../http.js';
import { requireAal2WithMfa } from '../service/mfa.js';
import {
  consumeCeremony,
  countPasskeys,
  deletePasskey,
  findOwnedPasskey,
  findPasskeyByCredentialId,
  insertCeremony,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  passkeyJson,
  renamePasskey,
  type ChallengeRow,
  type ChallengeType,
} from '../service/passkeys.js';
import { signedIn } from '../service/sessions.js';
import { findUserById, isBanned } from '../service/users.js';
import { isUuid } from '../service/validate.js';

/** GoTrue asks for a discoverable credential and prefers (does not require) user verification. */
const USER_VERIFICATION = 'preferred';

function requireEnabled(a: AuthRequest): void {
  if (!a.cfg.passkey.enabled) throw E.passkeysDisabled();
}

async function member(a: AuthRequest, notAnonymous = false): Promise<Caller> {
  requireEnabled(a);
  const caller = await requireUser(a);
  if (notAnonymous && caller.claims.is_anonymous === true) throw E.anonymousNotAllowed();
  a.caller = caller;
  return caller;
}

const rpName = (a: AuthRequest) => a.cfg.webauthn.rpDisplayName || a.cfg.webauthn.rpId;

/** challenge_id and credential of a verify body, checked as GoTrue checks them; the challenge is consumed. */
async function takeCeremony(a: AuthRequest, type: ChallengeType, userId: string | null): Promise<{ row: ChallengeRow; credential: Record<string, any> }> {
  const id = a.body.challenge_id;
  if (id === undefined || id === null || id === '') throw E.passkeyChallengeIdRequired();
  if (a.body.credential === undefined || a.body.credential === null) throw E.passkeyCredentialRequired();
  if (typeof id !== 'string' || !isUuid(id)) throw E.passkeyChallengeIdInvalid();
  const row = await consumeCeremony(a.deps.db, id, type, userId);
  if (!row) throw E.webauthnChallengeNotFound();
  if (row.expired) throw E.webauthnChallengeExpired();
  const c = a.body.credential;
  const r = c && typeof c === 'object' ? (c as Record<string, any>).response : undefined;
  const okShape =
    typeof c === 'object' && !Array.isArray(c) && typeof (c as any).id === 'string' && typeof (c as any).rawId === 'string' &&
    (c as any).type === 'public-key' && r && typeof r === 'object' && typeof r.clientDataJSON === 'string' &&
    (type === 'registration' ? typeof r.attestationObject === 'string' : typeof r.authenticatorData === 'string' && typeof r.signature === 'string');
  if (!okShape) throw E.webauthnInvalidResponse();
  return { row, credential: c as Record<string, any> };
}

// POST /passkeys/registration/options -------------------------------------------------------------------------------
export async function passkeyRegistrationOptions(a: AuthRequest): Promise<Reply> {
  const caller = await member(a, true);
  const user = caller.user.row;
  if (user.is_sso_user) throw E.ssoUserPasskey();
  await requireAal2WithMfa(a, caller, E.passkeyAal2);
  const existing = await listPasskeys(a.deps.db, user.id);
  if (existing.length >= a.cfg.passkey.maxPasskeysPerUser) throw E.tooManyPasskeys();
  const name: string = user.email || user.phone || '';
  const metaName = user.raw_user_meta_data?.name;
  const options = await generateRegistrationOptions({
    rpName: rpName(a),
    rpID: a.cfg.webauthn.rpId,
    userID: new TextEncoder().encode(user.id),
    userName: name,
    userDisplayName: typeof metaName === 'string' && metaName ? metaName : name,
    timeout: a.cfg.passkey.challengeExpiry * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: USER_VERIFICATION },
  });
  const c = await insertCeremony(a.deps.db, user.id, 'registration', { challenge: options.challenge, user_verification: USER_VERIFICATION },
    a.cfg.passkey.challengeExpiry);
  return json({ challenge_id: c.id, options, expires_at: c.expiresAt });
}

// POST /passkeys/registration/verify --------------------------------------------------------------------------------
export async function passkeyRegistrationVerify(a: AuthRequest): Promise<Reply> {
  const caller = await member(a, true);
  const userId = caller.user.row.id;
  if (caller.user.row.is_sso_user) throw E.ssoUserPasskey();
  await requireAal2WithMfa(a, caller, E.passkeyAal2);
  const { row, credential } = await takeCeremony(a, 'registration', userId);
  let info;
  try {
    const v = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: row.session_data.challenge,
      expectedOrigin: a.cfg.webauthn.rpOrigins,
      expectedRPID: a.cfg.webauthn.rpId,
      requireUserVerification: false,
    });
    if (!v.verified) throw new Error('not verified');
    info = v.registrationInfo;
  } catch {
    throw E.webauthnVerificationFailed();
  }
  const created = await a.deps.db.transaction(async (q) => {
    if ((await countPasskeys(q, userId)) >= a.cfg.passkey.maxPasskeysPerUser) throw E.tooManyPasskeys();
    const p = await insertPasskey(q, {
      userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      signCount: info.credential.counter,
      transports: info.credential.transports ?? (Array.isArray(credential.response.transports) ? credential.response.transports : []),
      aaguid: info.aaguid,
      backupEligible: info.credentialDeviceType === 'multiDevice',
      backedUp: info.credentialBackedUp,
      friendlyName: 'Passkey',
    });
    if (!p) throw E.webauthnCredentialExists();
    return p;
  });
  return json({ id: created.id, friendly_name: created.friendly_name, created_at: created.created_at });
}

// POST /passkeys/authentication/options -----------------------------------------------------------------------------
export async function passkeyAuthenticationOptions(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  if (!a.limits.passkey.take(a.ctx.ip)) throw E.requestRateLimit(a.limits.passkey.retryAfter(a.ctx.ip));
  // Discoverable sign-in: no allowCredentials, the authenticator names the account through its user handle.
  const options = await generateAuthenticationOptions({
    rpID: a.cfg.webauthn.rpId,
    userVerification: USER_VERIFICATION,
    timeout: a.cfg.passkey.challengeExpiry * 1000,
  });
  const c = await insertCeremony(a.deps.db, null, 'authentication', { challenge: options.challenge, user_verification: USER_VERIFICATION },
    a.cfg.passkey.challengeExpiry);
  return json({ challenge_id: c.id, options, expires_at: c.expiresAt });
}

// POST /passkeys/authentication/verify: a verified assertion signs the member in (amr "passkey", aal1) ----------------
export async function passkeyAuthenticationVerify(a: AuthRequest): Promise<Reply> {
  requireEnabled(a);
  const { row, credential } = await takeCeremony(a, 'authentication', null);
  const db = a.deps.db;
  const handle = typeof credential.response.userHandle === 'string' ? Buffer.from(credential.response.userHandle, 'base64url').toString('utf8') : '';
  const user = isUuid(handle) ? await findUserById(db, handle) : null;
  const passkey = user && !user.row.deleted_at ? await findPasskeyByCredentialId(db, credential.rawId) : null;
  if (!user || !passkey || passkey.user_id !== user.row.id) throw E.webauthnVerificationFailed();
  let newCounter: number;
  try {
    const v = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: row.session_data.challenge,
      expectedOrigin: a.cfg.webauthn.rpOrigins,
      expectedRPID: a.cfg.webauthn.rpId,
      credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: passkey.sign_count },
      requireUserVerification: false,
    });
    if (!v.verified) throw new Error('not verified');
    newCounter = v.authenticationInfo.newCounter;
  } catch {
    throw E.webauthnVerificationFailed();
  }
  const u = user.row;
  if (u.email && !u.email_confirmed_at) throw E.emailNotConfirmed(403);
  if (u.phone && !u.phone_confirmed_at) throw E.phoneNotConfirmed(403);
  if (isBanned(u)) throw E.userBanned(403);
  const body = await db.transaction(async (q) => {
    await markPasskeyUsed(q, passkey.id, newCounter);
    return signedIn(a, q, u.id, 'passkey');
  });
  return json(body);
}

// GET /passkeys, PATCH /passkeys/{id}, DELETE /passkeys/{id} --------------------------------------------------------
export async function passkeyList(a: AuthRequest): Promise<Reply> {
  const caller = await member(a);
  return json((await listPasskeys(a.deps.db, caller.user.row.id)).map(passkeyJson));
}

async function ownedPasskey(a: AuthRequest, caller: Caller) {
  const id = a.params.passkeyId;
  const p = isUuid(id) ? await findOwnedPasskey(a.deps.db, caller.user.row.id, id) : null;
  if (!p) throw E.passkeyNotFound();
  return p;
}

export async function passkeyUpdate(a: AuthRequest): Promise<Reply> {
  const caller = await member(a);
  if (!isUuid(a.params.passkeyId)) throw E.passkeyNotFound();
  const name = typeof a.body.friendly_name === 'string' ? a.body.friendly_name : '';
  if (name === '') throw E.passkeyNameRequired();
  if (Buffer.byteLength(name) > 120) throw E.passkeyNameTooLong();
  const p = await ownedPasskey(a, caller);
  return json(passkeyJson(await renamePasskey(a.deps.db, p.id, name)));
}

export async function passkeyDelete(a: AuthRequest): Promise<Reply> {
  const caller = await member(a);
  await requireAal2WithMfa(a, caller, E.passkeyAal2);
  const p = await ownedPasskey(a, caller);
  await deletePasskey(a.deps.db, p.id);
  return noContent();
}

// Admin: GET /admin/users/{id}/passkeys, DELETE /admin/users/{id}/passkeys/{passkeyId} (not gated by [auth.passkey]) --
async function adminTarget(a: AuthRequest): Promise<string> {
  if (!isUuid(a.params.id)) throw E.userIdNotUuid();
  const u = await findUserById(a.deps.db, a.params.id);
  if (!u || u.row.deleted_at) throw E.userNotFound();
  return u.row.id;
}

export async function adminPasskeyList(a: AuthRequest): Promise<Reply> {
  return json((await listPasskeys(a.deps.db, await adminTarget(a))).map(passkeyJson));
}

export async function adminPasskeyDelete(a: AuthRequest): Promise<Reply> {
  const userId = await adminTarget(a);
  const id = a.params.passkeyId;
  const p = isUuid(id) ? await findOwnedPasskey(a.deps.db, userId, id) : null;
  if (!p) throw E.passkeyNotFound();
  await deletePasskey(a.deps.db, p.id);
  return noContent();
}
