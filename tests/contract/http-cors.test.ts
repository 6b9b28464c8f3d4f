// CORS of the API as a browser sees it: any origin may call with headers, none may ride the visitor's cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ serveDb: false, serveMail: false, runCron: false });
});
afterAll(() => stack?.stop());

describe('CORS', () => {
  it.each(['/rest/v1/', '/auth/v1/settings', '/storage/v1/bucket'])('%s answers * without credentials for any Origin', async (path) => {
    const r = await fetch(`${stack.apiUrl}${path}`, { headers: { Origin: 'https://evil.example', apikey: stack.config.keys.publishableKey } });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a preflight allows the headers supabase-js sends, still without credentials', async () => {
    const r = await fetch(`${stack.apiUrl}/rest/v1/`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, authorization, content-type' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    expect(r.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});
