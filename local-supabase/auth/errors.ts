// GoTrue error catalogue and the two wire shapes auth-js parses (api version 2024-01-01 `code` vs legacy `error_code`).

export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'email_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'session_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'signup_disabled'
  | 'user_banned'
  | 'email_provider_disabled'
  | 'phone_provider_disabled'
  | 'provider_disabled'
  | 'email_not_confirmed'
  | 'phone_not_confirmed'
  | 'user_already_exists'
  | 'same_password'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'otp_expired'
  | 'otp_disabled'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'anonymous_provider_disabled'
  | 'invalid_credentials'
  | 'email_address_invalid'
  | 'request_too_large'
  | 'not_found'
  | 'method_not_allowed'
  | 'unexpected_failure'
  | 'mfa_factor_name_conflict'
  | 'too_many_enrolled_mfa_factors'
  | 'insufficient_aal'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_totp_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'mfa_phone_verify_not_enabled'
  | 'mfa_totp_verify_not_enabled'
  | 'mfa_webauthn_verify_not_enabled'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_verified_factor_exists'
  | 'over_sms_send_rate_limit'
  | 'phone_exists'
  | 'saml_provider_disabled'
  | 'web3_provider_disabled'
  | 'manual_linking_disabled'
  | 'identity_not_found'
  | 'single_identity_not_deletable'
  | 'feature_disabled'
  | 'passkey_disabled'
  | 'too_many_passkeys'
  | 'webauthn_challenge_not_found'
  | 'webauthn_challenge_expired'
  | 'webauthn_verification_failed'
  | 'webauthn_credential_exists'
  | 'oauth_client_not_found'
  | 'oauth_dynamic_client_registration_disabled'
  | 'mfa_verification_rejected'
  /** GoTrue's code for an error that carries none but is not a 500 (a hook's own `http_code`). */
  | 'unknown';

/** A user-facing auth error: status, code and message exactly as GoTrue sends them. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers beyond the error code's (Retry-After of a rate limit). */
    readonly headers: Record<string, string> = {},
    /** False for errors GoTrue raises without a code (hook failures): the code is filled in, no x-sb-error-code header. */
    readonly codeHeader = true,
  ) {
    super(message);
  }
}

/** OAuth-style error (`{error, error_description}`), used by /token for malformed grants. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const err = (status: number, code: AuthErrorCode, message: string, extra?: Record<string, unknown>) => new AuthError(status, code, message, extra);

/** The catalogue: every error the auth service answers with. */
export const E = {
  badJson: (detail: string) => err(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => err(400, 'validation_failed', message),
  invalidEmail: () => err(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  signupPasswordMissing: () => err(400, 'validation_failed', 'Signup requires a valid password'),
  emailAndPhone: () => err(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.'),
  passwordTooLong: () => err(400, 'validation_failed', 'Password cannot be longer than 72 characters'),
  weakPassword: (message: string, reasons: string[]) => err(422, 'weak_password', message, { weak_password: { reasons } }),
  userAlreadyExists: () => err(422, 'user_already_exists', 'User already registered'),
  emailExists: () => err(422, 'email_exists', 'A user with this email address has already been registered'),
  signupDisabled: () => err(422, 'signup_disabled', 'Signups not allowed for this instance'),
  // Provider switches: /signup says 400 "... signups", /token and /otp's magic link 422 "... logins", /recover and
  // /resend 400 "... logins", and /otp by SMS 400 "Unsupported phone provider" (GoTrue's signup/token/magic_link/
  // resend/otp.go and requireEmailProvider).
  emailProviderDisabled: () => err(400, 'email_provider_disabled', 'Email signups are disabled'),
  phoneProviderDisabled: () => err(400, 'phone_provider_disabled', 'Phone signups are disabled'),
  emailLoginsDisabled: (status: 400 | 422) => err(status, 'email_provider_disabled', 'Email logins are disabled'),
  phoneLoginsDisabled: (status: 400 | 422) => err(status, 'phone_provider_disabled', 'Phone logins are disabled'),
  recoveryEmailMissing: (status: 400 | 422) => err(status, 'validation_failed', 'Password recovery requires an email'),
  unsupportedPhoneProvider: () => err(400, 'phone_provider_disabled', 'Unsupported phone provider'),
  anonymousDisabled: () => err(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  invalidCredentials: (message = 'Invalid login credentials') => err(400, 'invalid_credentials', message),
  emailNotConfirmed: (status: 400 | 403 = 400) => err(status, 'email_not_confirmed', 'Email not confirmed'),
  phoneNotConfirmed: (status: 400 | 403 = 400) => err(status, 'phone_not_confirmed', 'Phone not confirmed'),
  userBanned: (status: 400 | 403) => err(status, 'user_banned', 'User is banned'),
  refreshTokenNotFound: () => err(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => err(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshUserBanned: () => err(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
  refreshSessionNotFound: () => err(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found'),
  refreshSessionExpired: () => err(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  unsupportedGrant: () => err(400, 'invalid_credentials', 'unsupported_grant_type'),
  noAuthorization: () => err(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => err(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => err(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userFromSubMissing: () => err(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionFromJwtMissing: () => err(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => err(403, 'not_admin', 'User not allowed'),
  userNotFound: () => err(404, 'user_not_found', 'User not found'),
  otpExpired: () => err(403, 'otp_expired', 'Token has expired or is invalid'),
  otpDisabled: () => err(422, 'otp_disabled', 'Signups not allowed for otp'),
  samePassword: () => err(422, 'same_password', 'New password should be different from the old password.'),
  reauthNeeded: () => err(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthNotValid: () => err(400, 'reauthentication_not_valid', 'Requested nonce is invalid'),
  flowStateNotFound: () => err(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => err(400, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () => err(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  /** `retryAfter`: seconds until the bucket's window opens again (sent as Retry-After). */
  requestRateLimit: (retryAfter?: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
  emailRateLimit: (retryAfter?: number) =>
    new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {}, retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
  smsRateLimit: (retryAfter?: number) =>
    new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded', {}, retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
  emailFrequency: (seconds: number) =>
    err(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  payloadTooLarge: () => err(413, 'request_too_large', 'Request body too large'),
  notFound: () => err(404, 'not_found', 'Not Found'),
  methodNotAllowed: () => err(405, 'method_not_allowed', 'Method Not Allowed'),
  databaseErrorSavingUser: () => err(500, 'unexpected_failure', 'Database error saving new user'),
  // Features that are off or unconfigured locally (GoTrue's refusals, never a 404 of our own)
  samlDisabled: () => err(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  web3Disabled: () => err(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  manualLinkingDisabled: () => err(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  idTokenProviderDisabled: (issuer: string) => err(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`),
  identityNotFound: () => err(404, 'identity_not_found', 'Identity doesn\'t exist'),
  singleIdentity: () => err(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
  invalidPhone: () => err(400, 'validation_failed', 'Invalid phone number format (E.164 required)'),
  phoneExists: () => err(422, 'phone_exists', 'A user with this phone number has already been registered'),
  adminPhoneExists: () => err(422, 'phone_exists', 'Phone number already registered by another user'),
  passkeysDisabled: () => err(404, 'passkey_disabled', 'Passkeys are disabled'),
  // Passkeys (GoTrue's passkey_*.go)
  anonymousNotAllowed: () => err(403, 'no_authorization', 'Anonymous user not allowed to perform these actions'),
  ssoUserPasskey: () => err(422, 'validation_failed', 'SSO users cannot register passkeys'),
  passkeyAal2: () => err(403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled'),
  tooManyPasskeys: () => err(422, 'too_many_passkeys', 'Maximum number of passkeys reached'),
  passkeyChallengeIdRequired: () => err(400, 'validation_failed', 'challenge_id is required'),
  passkeyCredentialRequired: () => err(400, 'validation_failed', 'credential is required'),
  passkeyChallengeIdInvalid: () => err(400, 'validation_failed', 'challenge_id must be a valid UUID'),
  webauthnChallengeNotFound: () => err(400, 'webauthn_challenge_not_found', 'Challenge not found or already used'),
  webauthnChallengeExpired: () => err(400, 'webauthn_challenge_expired', 'Challenge has expired'),
  webauthnInvalidResponse: () => err(400, 'webauthn_verification_failed', 'Invalid credential response'),
  webauthnVerificationFailed: () => err(400, 'webauthn_verification_failed', 'Credential verification failed'),
  webauthnCredentialExists: () => err(422, 'webauthn_credential_exists', 'This credential is already registered'),
  passkeyNotFound: () => err(404, 'validation_failed', 'Passkey not found'),
  passkeyNameRequired: () => err(400, 'validation_failed', 'friendly_name is required'),
  passkeyNameTooLong: () => err(400, 'validation_failed', 'friendly_name must be 120 characters or less'),
  userIdNotUuid: () => err(404, 'validation_failed', 'user_id must be an UUID'),
  oauthServerDisabled: () => err(404, 'feature_disabled', 'OAuth server is disabled'),
  oauthClientNotFound: () => err(404, 'oauth_client_not_found', 'OAuth client not found'),
  dynamicRegistrationDisabled: () => err(403, 'oauth_dynamic_client_registration_disabled', 'Dynamic client registration is not enabled'),
  // MFA (GoTrue's mfa.go)
  factorNameConflict: (name: string) =>
    err(422, 'mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`),
  tooManyFactors: () => err(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'),
  aal2ToChangeCredentials: () => err(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.'),
  aal2ToEnroll: () => err(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  aal2ToUnenroll: () => err(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  enrollDisabled: (type: 'Phone' | 'TOTP' | 'WebAuthn') =>
    err(422, `mfa_${type === 'WebAuthn' ? 'webauthn' : type.toLowerCase()}_enroll_not_enabled` as AuthErrorCode, `MFA enroll is disabled for ${type}`),
  verifyDisabled: (type: 'Phone' | 'TOTP' | 'WebAuthn') =>
    err(422, `mfa_${type === 'WebAuthn' ? 'webauthn' : type.toLowerCase()}_verify_not_enabled` as AuthErrorCode, `MFA verification is disabled for ${type}`),
  badFactorType: () => err(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'),
  factorNotFound: () => err(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () => err(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  challengeIpMismatch: () => err(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    err(422, 'mfa_challenge_expired', `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`),
  totpInvalid: () => err(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  phoneCodeInvalid: () => err(422, 'mfa_verification_failed', 'Invalid MFA Phone code entered'),
  codeEmpty: () => err(400, 'validation_failed', 'Code needs to be non-empty'),
  factorPhoneRequired: () => err(400, 'validation_failed', 'Phone number required to enroll Phone factor'),
  factorPhoneInvalid: () => err(400, 'validation_failed', 'Invalid phone number format (E.164 required)'),
  verifiedPhoneFactorExists: () =>
    err(422, 'mfa_verified_factor_exists', 'A verified phone factor already exists, unenroll the existing factor to continue'),
  smsFrequency: (seconds: number) =>
    err(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  noSessionForFactor: (what: 'enroll' | 'unenroll') =>
    err(500, 'unexpected_failure', what === 'enroll'
      ? 'A valid session and a registered user are required to enroll a factor'
      : 'A valid session and factor are required to unenroll a factor'),
  unexpected: (message = 'Unexpected failure, please check server logs for more information') => err(500, 'unexpected_failure', message),
  // Auth hooks (GoTrue's hookspgfunc and v0hooks). An `error` object the hook answers with, and GoTrue's checks of the
  // token hook's claims, carry no code of their own: GoTrue fills one in (unexpected_failure for 500, else unknown).
  hookAnswer: (status: number, message: string) => new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', message, {}, {}, false),
  hookUnmarshal: () => err(500, 'unexpected_failure', 'Error unmarshaling JSON output.'),
  hookFailed: (uri: string) => err(500, 'unexpected_failure', `Error running hook URI: ${uri}`),
  mfaRejected: (message: string) => err(403, 'mfa_verification_rejected', message),
};

const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** True when the request asked for the 2024-01-01 API (header X-Supabase-Api-Version, a date on or after it). */
export function wantsNewErrorShape(apiVersionHeader: string | undefined): boolean {
  if (!apiVersionHeader) return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(apiVersionHeader.trim());
  if (!m) return false;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) >= API_VERSION_2024;
}

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Shapes an error for the wire (pure). */
export function shapeError(e: AuthError | OAuthError, apiVersionHeader: string | undefined): ErrorResponse {
  if (e instanceof OAuthError) {
    return { status: e.status, headers: {}, body: { error: e.error, error_description: e.description } };
  }
  const headers: Record<string, string> = e.codeHeader ? { ...e.headers, 'x-sb-error-code': e.code } : { ...e.headers };
  if (wantsNewErrorShape(apiVersionHeader)) {
    headers['X-Supabase-Api-Version'] = '2024-01-01';
    return { status: e.status, headers, body: { code: e.code, message: e.message, ...e.extra } };
  }
  const body: Record<string, unknown> = { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
  if (e.status >= 500) body.error_id = crypto.randomUUID();
  return { status: e.status, headers, body };
}
