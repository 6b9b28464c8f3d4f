// The auth feature's passkey factories against local-supabase, the browser's WebAuthn played by a software authenticator.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from './support';
import { SoftwareAuthenticator } from '../auth-passkeys-authenticator';
import { PASSKEY_MESSAGES } from '@/features/auth/api/passkey-errors';
import { passkeySignInMutation } from '@/features/auth/api/passkey-sign-in-mutation';
import { passkeysQuery } from '@/features/auth/api/passkeys-query';
import { registerPasskeyMutation } from '@/features/auth/api/register-passkey-mutation';
import { removePasskeyMutation } from '@/features/auth/api/remove-passkey-mutation';
import { supabase } from '@/lib/supabase';

const app = useApp();
// supabase/config.toml's relying party: rp_id localhost, the app served at http://localhost:5173.
let device: SoftwareAuthenticator;

const b64 = (b: ArrayBuffer | Uint8Array) => Buffer.from(b instanceof ArrayBuffer ? new Uint8Array(b) : b).toString('base64url');
const buffer = (s: string) => new Uint8Array(Buffer.from(s, 'base64url')).buffer;

/** navigator.credentials as a browser offers it to @simplewebauthn/browser, answered by `device`. */
function webAuthn() {
  const credential = (id: string, response: Record<string, unknown>) => ({
    id,
    rawId: buffer(id),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response,
  });
  return {
    async create({ publicKey: o }: { publicKey: { challenge: ArrayBuffer; rp: { id?: string; name: string }; user: { id: ArrayBuffer; name: string; displayName: string } } }) {
      const { response: r } = device.create({ challenge: b64(o.challenge), rp: o.rp, user: { ...o.user, id: b64(o.user.id) } });
      return credential(r.id, { clientDataJSON: buffer(r.response.clientDataJSON), attestationObject: buffer(r.response.attestationObject), getTransports: () => ['internal'] });
    },
    async get({ publicKey: o }: { publicKey: { challenge: ArrayBuffer; rpId?: string } }) {
      const r = device.get({ challenge: b64(o.challenge), rpId: o.rpId });
      const { clientDataJSON, authenticatorData, signature, userHandle } = r.response;
      return credential(r.id, { clientDataJSON: buffer(clientDataJSON), authenticatorData: buffer(authenticatorData), signature: buffer(signature), userHandle: buffer(userHandle) });
    },
  };
}

beforeEach(() => {
  device = new SoftwareAuthenticator('http://localhost:5173');
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.stubGlobal('navigator', { credentials: webAuthn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('passkeys', () => {
  it('registers a passkey of this device, lists it, signs in with it, and removes it', async () => {
    const member = await app.member();
    await app.as(member);
    expect(await app.fetch(passkeysQuery(member.id))).toEqual([]);
    await app.mutate(registerPasskeyMutation());
    // PasskeySettings refreshes the list itself after register and remove.
    app.queryClient.clear();
    const [key] = await app.fetch<{ id: string }[]>(passkeysQuery(member.id));
    expect(key).toMatchObject({ id: expect.any(String) });

    await app.as(null);
    await app.mutate(passkeySignInMutation());
    expect((await supabase.auth.getUser()).data.user?.id).toBe(member.id);

    await app.mutate(removePasskeyMutation(), key.id);
    app.queryClient.clear();
    expect(await app.fetch(passkeysQuery(member.id))).toEqual([]);
    await app.as(null);
    // The device still offers the removed credential; the server no longer knows it.
    const refused = await app.refusal(app.mutate(passkeySignInMutation()));
    expect(refused).toMatchObject({ code: 'webauthn_verification_failed', message: PASSKEY_MESSAGES.webauthn_verification_failed });
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });
});
