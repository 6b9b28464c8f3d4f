// GET /settings: which providers and sign-up modes are on.
import type { AuthRequest } from '../context.js';
import { json, type Reply } from '../http.js';

const OAUTH = ['apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'keycloak',
  'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch', 'twitter', 'x', 'zoom'];

export async function settings(a: AuthRequest): Promise<Reply> {
  const external: Record<string, boolean> = { anonymous_users: a.cfg.enableAnonymousSignIns };
  for (const p of OAUTH) external[p] = false;
  external.email = a.cfg.email.enableSignup;
  external.phone = false;
  return json({
    external,
    disable_signup: !a.cfg.enableSignup,
    mailer_autoconfirm: !a.cfg.email.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: a.cfg.passkey.enabled,
  });
}
