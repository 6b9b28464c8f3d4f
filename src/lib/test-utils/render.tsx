// Test helper for DOM unit tests (happy-dom): render into a fresh container inside act(), rerender, unmount, settle.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLDivElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Rendered>();

export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  const rendered: Rendered = {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      if (!mounted.delete(rendered)) return;
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts whatever is still mounted (call from afterEach). */
export function cleanup(): void {
  for (const r of [...mounted]) r.unmount();
}

/** Lets pending promises (a lazy import, a fetch answered by a fake) run and their state updates land. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}
