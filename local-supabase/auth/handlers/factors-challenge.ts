// POST /factors/{id}/challenge: a TOTP challenge, or a phone challenge that texts a code (test OTPs from config).
import { randomInt } from 'node:crypto';
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { insertChallenge } from '../service/factors.js';
import { ownedFactor, smsText } from '../service/mfa.js';
import { smsHook } from '../service/send-hooks.js';
import { sendSms } from '../service/sms.js';

export async function challengeFactor(a: AuthRequest): Promise<Reply> {
  const f = await ownedFactor(a);
  const mfa = a.cfg.mfa;
  if (f.factor_type === 'phone' && !mfa.phone.verifyEnabled) throw E.verifyDisabled('Phone');
  if (f.factor_type === 'totp' && !mfa.totp.verifyEnabled) throw E.verifyDisabled('TOTP');
  if (f.factor_type === 'webauthn' && !mfa.webAuthn.verifyEnabled) throw E.verifyDisabled('WebAuthn');
  if (f.factor_type === 'webauthn') throw E.verifyDisabled('WebAuthn');

  let otp: string | undefined;
  if (f.factor_type === 'phone') {
    const channel = a.body.channel ?? 'sms';
    if (channel !== 'sms') throw E.validation('Invalid channel, only sms is supported');
    if (f.last_challenged_at) {
      const wait = Math.ceil(Date.parse(f.last_challenged_at) / 1000 + mfa.phone.maxFrequencySeconds - Date.now() / 1000);
      if (wait > 0) throw E.smsFrequency(wait);
    }
    const phone = f.phone ?? '';
    otp = a.cfg.sms.testOtp[phone] ?? String(randomInt(0, 10 ** mfa.phone.otpLength)).padStart(mfa.phone.otpLength, '0');
    if (!(await smsHook(a, null, f.user_id, { otp, phone }, true))) sendSms(a.deps, phone, smsText(mfa.phone.template, otp));
  }
  const c = await a.deps.db.transaction((q) => insertChallenge(q, f.id, a.ctx.ip, otp));
  return json({ id: c.id, type: f.factor_type, expires_at: Math.floor(c.createdMs / 1000) + mfa.challengeExpiry });
}
