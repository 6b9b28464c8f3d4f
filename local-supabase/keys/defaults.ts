// The Supabase CLI v3 default credentials (public, well-known local-development values).
export interface EcPrivateJwk {
  kty: 'EC';
  crv: 'P-256';
  alg: 'ES256';
  kid: string;
  x: string;
  y: string;
  d: string;
}

export interface KeySet {
  jwtSecret: string;
  publishableKey: string;
  secretKey: string;
  /** Legacy HS256 JWTs; regenerated from jwtSecret by legacyKeys() and equal to these for the default secret. */
  anonKey: string;
  serviceRoleKey: string;
  /** ES256 key that signs user access tokens; its public half is served at /auth/v1/.well-known/jwks.json. */
  signingKey: EcPrivateJwk;
  /**
   * The project's `[auth] signing_keys_path` JWKs (RS256, ES256, HS256). When set they replace `signingKey`: the first
   * key with private material signs user tokens, every key verifies, the public halves are published as the JWKS.
   */
  signingJwks?: Record<string, unknown>[];
}

export const DEFAULT_KEYS: KeySet = {
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  publishableKey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  signingKey: {
    kty: 'EC',
    crv: 'P-256',
    alg: 'ES256',
    kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90',
    x: 'M5Sjqn5zwC9Kl1zVfUUGvv9boQjCGd45G8sdopBExB4',
    y: 'P6IXMvA2WYXSHSOMTBH2jsw_9rrzGy89FjPf6oOsIxQ',
    d: 'dIhR8wywJlqlua4y_yMq2SLhlFXDZJBCvFrY1DCHyVU',
  },
};
