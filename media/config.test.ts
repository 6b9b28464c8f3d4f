// Media config: env names and defaults of the contract.
import { describe, expect, it } from 'vitest';
import { apiPortOf, LOCAL_SECRET_KEY, mediaConfigFromEnv } from './config.js';

describe('media config', () => {
  it('defaults to the local stack and the contract ports', () => {
    const c = mediaConfigFromEnv({}, 54321);
    expect(c).toMatchObject({ supabaseUrl: 'http://127.0.0.1:54321', serviceKey: LOCAL_SECRET_KEY, host: '127.0.0.1', port: 54330, rtmpPort: 1935 });
  });

  it('reads SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, MEDIA_PORT, MEDIA_RTMP_PORT and MEDIA_HOST', () => {
    const c = mediaConfigFromEnv({
      SUPABASE_URL: 'https://x.supabase.co/',
      SUPABASE_SERVICE_ROLE_KEY: 'k',
      MEDIA_PORT: '0',
      MEDIA_RTMP_PORT: '19350',
      MEDIA_HOST: '0.0.0.0',
    });
    expect(c).toMatchObject({ supabaseUrl: 'https://x.supabase.co', serviceKey: 'k', port: 0, rtmpPort: 19350, host: '0.0.0.0' });
  });

  it('refuses a port that is not a number', () => {
    expect(() => mediaConfigFromEnv({ MEDIA_PORT: 'abc' })).toThrow(/MEDIA_PORT/);
  });

  it('finds the [api] port of supabase/config.toml', () => {
    expect(apiPortOf('[api]\nenabled = true\nport = 64321\n[db]\nport = 1')).toBe(64321);
    expect(apiPortOf('[db]\nport = 1')).toBeUndefined();
  });
});
