// @vitest-environment happy-dom
// QueryState: pending, error with a working 'Reintentar', empty (block or custom), null data, and the data itself.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render as mount } from '@/lib/test-utils/render';
import { QueryState, type QueryLike } from './QueryState';

afterEach(cleanup);

const render = (ui: React.ReactNode) => {
  cleanup();
  return mount(ui).container;
};

function query<T>(over: Partial<QueryLike<T>>): QueryLike<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: () => undefined, ...over };
}

const list = (items: string[]) => (
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('lets a read name its own error state, with the mapped error and a working retry', () => {
    let retries = 0;
    const failed = query<string[]>({ isError: true, error: { message: 'member_not_found', code: 'P0002' }, refetch: () => (retries += 1) });
    const el = render(
      <QueryState query={failed} error={(e, retry) => <button onClick={retry}>{`${e.code}: ${e.message}`}</button>}>
        {list}
      </QueryState>,
    );
    expect(el.querySelector('[role="alert"]')).toBeNull();
    expect(el.textContent).toBe('member_not_found: Este usuario no existe o eliminó su cuenta.');
    act(() => el.querySelector('button')!.click());
    expect(retries).toBe(1);
  });

  it('shows the pending element while the first load is on its way', () => {
    const el = render(<QueryState query={query<string[]>({ isPending: true })} pending={<p>cargando</p>}>{list}</QueryState>);
    expect(el.textContent).toBe('cargando');
  });

  it('shows the Spanish error and retries on Reintentar', () => {
    let retries = 0;
    const failed = query<string[]>({ isError: true, error: { code: 'network', message: 'Failed to fetch' }, refetch: () => (retries += 1) });
    const el = render(<QueryState query={failed}>{list}</QueryState>);
    expect(el.querySelector('[role="alert"]')?.textContent).toContain('No se pudo conectar con el servidor');
    const retry = [...el.querySelectorAll('button')].find((b) => b.textContent?.includes('Reintentar'));
    act(() => retry!.click());
    expect(retries).toBe(1);
  });

  it('shows the empty block for an empty list and the data otherwise', () => {
    const empty = { icon: <span />, message: 'No hay publicaciones aún' };
    expect(render(<QueryState query={query({ data: [] as string[] })} empty={empty}>{list}</QueryState>).textContent).toBe('No hay publicaciones aún');
    expect(render(<QueryState query={query({ data: ['a', 'b'] })} empty={empty}>{list}</QueryState>).querySelectorAll('li')).toHaveLength(2);
  });

  it('without an empty element, renders an empty list as data; null data shows the empty element or nothing', () => {
    expect(render(<QueryState query={query({ data: [] as string[] })}>{() => <p>lista</p>}</QueryState>).textContent).toBe('lista');
    expect(render(<QueryState query={query<string | null>({ data: null })} empty={<p>no encontrada</p>}>{(s) => s}</QueryState>).textContent).toBe('no encontrada');
    expect(render(<QueryState query={query<string | null>({ data: null })}>{(s) => s}</QueryState>).textContent).toBe('');
  });

  it('uses isEmpty to decide what counts as empty', () => {
    const el = render(
      <QueryState query={query({ data: { total: 0 } })} empty={<p>vacío</p>} isEmpty={(d) => d.total === 0}>
        {(d) => <p>{d.total}</p>}
      </QueryState>,
    );
    expect(el.textContent).toBe('vacío');
  });
});
