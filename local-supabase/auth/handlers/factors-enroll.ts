// POST /factors: enrol a TOTP (secret, otpauth URI and QR code) or phone factor, unverified until its first verify.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { deleteExpiredFactors, deleteFactor, insertFactor, listFactors } from '../service/factors.js';
import { callerWithSession, sessionAal } from '../service/mfa.js';
import { qrSvg } from '../service/qr.js';
import { newTotpSecret, totpUri } from '../service/totp.js';
import { normalizePhone } from '../service/validate.js';

export async function enrollFactor(a: AuthRequest): Promise<Reply> {
  const caller = callerWithSession(a, 'enroll');
  const type = a.body.factor_type;
  const name = typeof a.body.friendly_name === 'string' ? a.body.friendly_name : '';
  const mfa = a.cfg.mfa;
  if (type === 'phone' && !mfa.phone.enrollEnabled) throw E.enrollDisabled('Phone');
  if (type === 'totp' && !mfa.totp.enrollEnabled) throw E.enrollDisabled('TOTP');
  if (type === 'webauthn' && !mfa.webAuthn.enrollEnabled) throw E.enrollDisabled('WebAuthn');
  if (type !== 'phone' && type !== 'totp' && type !== 'webauthn') throw E.badFactorType();
  const userId = caller.user.row.id;

  return a.deps.db.transaction(async (q) => {
    let phone: string | undefined;
    if (type === 'phone') {
      if (typeof a.body.phone !== 'string' || a.body.phone === '') throw E.factorPhoneRequired();
      phone = normalizePhone(a.body.phone) ?? undefined;
      if (!phone) throw E.factorPhoneInvalid();
      for (const f of await listFactors(q, userId)) {
        if (f.factor_type !== 'phone' || f.phone !== phone) continue;
        if (f.status === 'verified') throw E.verifiedPhoneFactorExists();
        await deleteFactor(q, f.id);
      }
    }
    // GoTrue's validateFactors: stale unverified factors go, names are unique per user, counts are capped.
    await deleteExpiredFactors(q, mfa.factorExpiry);
    const factors = await listFactors(q, userId);
    if (factors.some((f) => (f.friendly_name ?? '') === name)) throw E.factorNameConflict(name);
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= mfa.maxEnrolledFactors || verified >= mfa.maxVerifiedFactors) throw E.tooManyFactors();
    if (verified > 0 && (await sessionAal(q, caller.sessionId)) !== 'aal2') throw E.aal2ToEnroll();

    if (type === 'phone') {
      const f = await insertFactor(q, { userId, friendlyName: name, type, phone });
      return json({ id: f.id, type: 'phone', friendly_name: name, phone: a.body.phone });
    }
    if (type === 'webauthn') {
      const f = await insertFactor(q, { userId, friendlyName: name, type });
      return json({ id: f.id, type: 'webauthn', friendly_name: name });
    }
    const issuer = typeof a.body.issuer === 'string' && a.body.issuer ? a.body.issuer : new URL(a.cfg.siteUrl).host;
    const secret = newTotpSecret();
    const uri = totpUri(issuer, caller.user.row.email ?? '', secret);
    const f = await insertFactor(q, { userId, friendlyName: name, type, secret });
    return json({ id: f.id, type: 'totp', friendly_name: name, totp: { qr_code: qrSvg(uri), secret, uri } });
  });
}
