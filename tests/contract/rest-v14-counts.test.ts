// PostgREST v14 parity, counts: count=planned takes the planner's estimate, count=estimated the exact count up to max-rows;
// 206 whenever the rows returned are fewer than the total (tables and set-returning functions).
import { describe, expect, it } from 'vitest';
import { call, v14StackForFile, whole } from './support/rest-v14.js';

const stack = v14StackForFile({ extraSql: 'analyze public.films;' });

describe('count=planned', () => {
  it('uses the planner’s estimate (statistics are fresh here) and answers 206 for a partial page', async () => {
    const r = await call(stack, 'GET', '/films?select=id&order=id&limit=2', { headers: { Prefer: 'count=planned' } });
    expect(whole(r)).toEqual({ status: 206, statusText: 'Partial Content', contentRange: '0-1/4', body: [{ id: 1 }, { id: 2 }] });
    expect(r.headers.get('preference-applied')).toBe('count=planned');
  });

  it('estimates through filters (a primary key lookup is one row)', async () => {
    const { count, status, data } = await stack.client().from('films').select('id', { count: 'planned' }).eq('id', 3);
    expect({ count, status, data }).toEqual({ count: 1, status: 200, data: [{ id: 3 }] });
  });

  it('on a set-returning function the estimate is its ROWS (1000 by default)', async () => {
    const r = await call(stack, 'GET', '/rpc/numbers?n=3', { headers: { Prefer: 'count=planned' } });
    expect(whole(r)).toEqual({ status: 206, statusText: 'Partial Content', contentRange: '0-2/1000', body: [1, 2, 3] });
  });
});

describe('count=estimated', () => {
  it('is exact while the total stays within max-rows', async () => {
    const { count, status } = await stack.client().from('films').select('id', { count: 'estimated', head: true }).gt('year', 2000);
    expect({ count, status }).toEqual({ count: 2, status: 200 });
  });
});

describe('206 by rows returned', () => {
  it('an offset without a limit still gives 206 when rows are left out', async () => {
    const r = await call(stack, 'GET', '/films?select=id&order=id&offset=2', { headers: { Prefer: 'count=exact' } });
    expect(whole(r)).toEqual({ status: 206, statusText: 'Partial Content', contentRange: '2-3/4', body: [{ id: 3 }, { id: 4 }] });
  });
});
