// The auth feature's query and mutation factories against local-supabase: sign-up, sign-in, mails, password, TOTP, passkeys.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { useApp } from './support';
import { enrollTotpMutation } from '@/features/auth/api/enroll-totp-mutation';
import { mfaFactorsQuery } from '@/features/auth/api/mfa-factors-query';
import { passkeysQuery } from '@/features/auth/api/passkeys-query';
import { removeFactorMutation } from '@/features/auth/api/remove-factor-mutation';
import { removePasskeyMutation } from '@/features/auth/api/remove-passkey-mutation';
import { requestPasswordResetMutation } from '@/features/auth/api/request-password-reset-mutation';
import { resendConfirmationMutation } from '@/features/auth/api/resend-confirmation-mutation';
import { signInMutation } from '@/features/auth/api/sign-in-mutation';
import { signUpMutation } from '@/features/auth/api/sign-up-mutation';
import { updatePasswordMutation } from '@/features/auth/api/update-password-mutation';
import { verifyTotpMutation } from '@/features/auth/api/verify-totp-mutation';
import { signOutMutation } from '@/lib/auth';
import { supabase } from '@/lib/supabase';

const app = useApp();
// The mail links point back at the page the app runs on (an allowed redirect of supabase/config.toml).
const onAppPage = () => vi.stubGlobal('window', { location: { origin: 'http://localhost:5173' } });
afterEach(() => vi.unstubAllGlobals());

const email = () => `auth-${crypto.randomUUID().slice(0, 8)}@ejemplo.com`;
const mailsTo = (to: string) => app.stack.deps.mail.list(to);

describe('signing up and in', () => {
  it('signs up signed out with a confirmation mail; sign-in waits for the confirmation; a second sign-up is refused', async () => {
    onAppPage();
    await app.as(null);
    const address = email();
    await app.mutate(signUpMutation(), { email: address, password: 'clave-segura-1', fullName: 'Recién Llegada' });
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect(mailsTo(address)).toHaveLength(1);
    expect(mailsTo(address)[0].links.some((l) => decodeURIComponent(l).includes('redirect_to=http://localhost:5173/login'))).toBe(true);
    const early = await app.refusal(app.mutate(signInMutation(), { email: address, password: 'clave-segura-1' }));
    expect(early).toMatchObject({ code: 'email_not_confirmed', message: 'Debes confirmar tu correo electrónico antes de iniciar sesión.' });
    const member = await app.member();
    const twice = await app.refusal(app.mutate(signUpMutation(), { email: member.email, password: 'clave-segura-1', fullName: 'Otra' }));
    expect(twice.code).toBe('user_already_exists');
  });

  it('signs in with the right password only, with the Spanish refusal otherwise, and signs out', async () => {
    const member = await app.member();
    await app.as(null);
    const wrong = await app.refusal(app.mutate(signInMutation(), { email: member.email, password: 'otra-clave' }));
    expect(wrong).toMatchObject({ code: 'invalid_credentials', message: 'Correo electrónico o contraseña incorrectos.' });
    await app.mutate(signInMutation(), { email: member.email, password: member.password });
    expect((await supabase.auth.getUser()).data.user?.id).toBe(member.id);
    await app.mutate(signOutMutation());
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('resends the confirmation and sends the recovery mail', async () => {
    onAppPage();
    const address = email();
    const { error } = await app.admin.auth.admin.createUser({ email: address, password: 'clave-segura-1' });
    expect(error).toBeNull();
    await app.mutate(resendConfirmationMutation(), address);
    expect(mailsTo(address)).toHaveLength(1);
    const member = await app.member();
    await app.mutate(requestPasswordResetMutation(), member.email);
    expect(mailsTo(member.email)[0].links.some((l) => decodeURIComponent(l).includes('redirect_to=http://localhost:5173/reset-password'))).toBe(true);
  });

  it('changes the password: the new one signs in, the same one is refused', async () => {
    const member = await app.member();
    await app.as(member);
    const same = await app.refusal(app.mutate(updatePasswordMutation(), member.password));
    expect(same.code).toBe('same_password');
    await app.mutate(updatePasswordMutation(), 'clave-nueva-2');
    await app.as({ ...member, password: 'clave-nueva-2' });
    expect((await supabase.auth.getUser()).data.user?.id).toBe(member.id);
  });
});

describe('two-step verification and passkeys', () => {
  it('enrols an authenticator app, verifies a code into aal2, lists it, and removes it', async () => {
    const member = await app.member();
    await app.as(member);
    expect(await app.fetch(mfaFactorsQuery(member.id))).toEqual({ verified: null, all: [] });
    const { factorId, secret, qrCode } = await app.mutate<{ factorId: string; secret: string; qrCode: string }>(enrollTotpMutation());
    expect(qrCode).toMatch(/^data:image\/svg\+xml/);
    const bad = await app.refusal(app.mutate(verifyTotpMutation(), { factorId, code: '000000' }));
    expect(bad.code).toBe('mfa_verification_failed');
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    await app.mutate(verifyTotpMutation(), { factorId, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    app.queryClient.clear();
    expect(await app.fetch(mfaFactorsQuery(member.id))).toMatchObject({ verified: { id: factorId, status: 'verified' } });
    await app.mutate(removeFactorMutation(), factorId);
    app.queryClient.clear();
    expect(await app.fetch(mfaFactorsQuery(member.id))).toEqual({ verified: null, all: [] });
  });

  it('lists no passkeys for a new member and refuses removing one that is not theirs', async () => {
    const member = await app.member();
    await app.as(member);
    expect(await app.fetch(passkeysQuery(member.id))).toEqual([]);
    const refused = await app.refusal(app.mutate(removePasskeyMutation(), crypto.randomUUID()));
    expect(refused.code).not.toBe('unknown');
  });
});
