// GET /settings: which providers and sign-up modes are on, computed from config as the CLI hands it to GoTrue.
import type { AuthRequest } from '../context.js';
import { json, type Reply } from '../http.js';

// GoTrue's ProviderSettings keys, in its order (email and phone sit between twitter and zoom).
const BEFORE_EMAIL = ['apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly', 'github', 'gitlab', 'google',
  'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch', 'twitter'];

export async function settings(a: AuthRequest): Promise<Reply> {
  const external: Record<string, boolean> = { anonymous_users: a.cfg.enableAnonymousSignIns };
  for (const p of BEFORE_EMAIL) external[p] = false;
  // The CLI sets GOTRUE_EXTERNAL_{EMAIL,PHONE}_ENABLED from [auth.email]/[auth.sms] enable_signup, and the
  // autoconfirm flags as the negation of enable_confirmations.
  external.email = a.cfg.email.enableSignup;
  external.phone = a.cfg.sms.enableSignup;
  external.zoom = false;
  return json({
    external,
    disable_signup: !a.cfg.enableSignup,
    mailer_autoconfirm: !a.cfg.email.enableConfirmations,
    phone_autoconfirm: !a.cfg.sms.enableConfirmations,
    // No SMS provider is configured locally (texts land in the mail catcher), so GOTRUE_SMS_PROVIDER is unset.
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: a.cfg.passkey.enabled,
  });
}
