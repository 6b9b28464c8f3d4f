// PostgREST v14 parity, execution plans: Accept: application/vnd.pgrst.plan+json|text with analyze/verbose/… options when
// pgrst.db_plan_enabled is on; 406 PGRST107 while it is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { answer, call, startV14Stack, whole } from './support/rest-v14.js';

const role = (value: string | null) =>
  `do $$ begin execute format('alter role authenticator in database %I ${value === null ? 'reset pgrst.db_plan_enabled' : `set pgrst.db_plan_enabled = ${value}`}', current_database()); end $$;
notify pgrst, 'reload config';`;

let stack: TestStack;
beforeAll(async () => {
  stack = await startV14Stack();
});
afterAll(async () => {
  await stack?.db.exec(role(null)).catch(() => undefined);
  await stack?.stop();
});

const JSON_PLAN = 'application/vnd.pgrst.plan+json; for="application/json"';

describe('execution plans', () => {
  it('are not available by default → 406 PGRST107', async () => {
    const r = await call(stack, 'GET', '/films', { headers: { Accept: JSON_PLAN } });
    expect(whole(r)).toEqual(answer(406, { code: 'PGRST107', details: null, hint: null, message: `None of these media types are available: ${JSON_PLAN}` }));
  });

  it('JSON plans through supabase-js once pgrst.db_plan_enabled is on', async () => {
    await stack.db.exec(role('true'));
    for (let i = 0; i < 100 && (await call(stack, 'GET', '/films', { headers: { Accept: JSON_PLAN } })).status !== 200; i++) await new Promise((r) => setTimeout(r, 50));
    const { data, error, status } = await stack.client().from('films').select('id,title').eq('id', 1).explain({ format: 'json' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const plan = (data as unknown as { Plan: { 'Node Type': string } }[])[0].Plan;
    expect(typeof plan['Node Type']).toBe('string');
  });

  it('text plans with analyze and verbose; the content type names the plan', async () => {
    const r = await call(stack, 'GET', '/films?select=id&order=id', { headers: { Accept: 'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose; charset=utf-8');
    expect(r.body).toMatch(/actual time=/);
    expect(r.body).toMatch(/Output: /);
  });

  it('for RPC and with supabase-js defaults (text)', async () => {
    const { data, error } = await stack.client().rpc('films_since', { y: 2000 }).explain();
    expect(error).toBeNull();
    expect(data as unknown as string).toMatch(/cost=/);
  });

  it('an unknown option is not an acceptable media type → 406', async () => {
    const r = await call(stack, 'GET', '/films', { headers: { Accept: 'application/vnd.pgrst.plan+json; options=bogus' } });
    expect(r.status).toBe(406);
  });
});
