// @vitest-environment happy-dom
// Tabs: tablist semantics, click and arrow/Home/End keys move the selection and focus; TabSections shows the active panel.
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render as mount } from '@/lib/test-utils/render';
import { TabSections, Tabs, nextTabIndex, revealScrollLeft } from './tabs';

afterEach(cleanup);

const render = (ui: React.ReactNode) => mount(ui).container;

const ITEMS = [
  { key: 'posts', label: 'Publicaciones' },
  { key: 'courses', label: 'Cursos' },
  { key: 'about', label: 'Acerca de' },
] as const;
type Key = (typeof ITEMS)[number]['key'];

function Controlled() {
  const [active, setActive] = useState<Key>('posts');
  return <Tabs<Key> idBase="t" label="Secciones" items={ITEMS} active={active} onChange={setActive} />;
}

const tabs = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (el: HTMLElement) => tabs(el).find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const press = (target: HTMLElement, key: string) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

describe('revealScrollLeft', () => {
  it('scrolls just enough to show a tab hidden on either side, and not at all for a visible one', () => {
    // A 300 px strip scrolled to 0; a tab at 400–480 px is hidden to the right.
    expect(revealScrollLeft(0, 300, 400, 80)).toBe(400 + 80 + 24 - 300);
    // Scrolled to 500, a tab at 100 px is hidden to the left.
    expect(revealScrollLeft(500, 300, 100, 80)).toBe(100 - 24);
    expect(revealScrollLeft(0, 300, 10, 80)).toBe(0);
    expect(revealScrollLeft(100, 300, 200, 80)).toBe(100);
  });
});

describe('nextTabIndex', () => {
  it('wraps with the arrows and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('a', 0, 3)).toBe(-1);
  });
});

describe('Tabs', () => {
  it('renders a labelled tablist whose tabs control their panels, one of them in the tab order', () => {
    const el = render(<Controlled />);
    expect(el.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Secciones');
    expect(tabs(el).map((t) => t.getAttribute('aria-controls'))).toEqual(['t-panel-posts', 't-panel-courses', 't-panel-about']);
    expect(tabs(el).map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves the selection and the focus with clicks and keys', () => {
    const el = render(<Controlled />);
    act(() => tabs(el)[1].click());
    expect(selected(el)).toBe('Cursos');
    press(tabs(el)[1], 'ArrowRight');
    expect(selected(el)).toBe('Acerca de');
    expect(document.activeElement).toBe(tabs(el)[2]);
    press(tabs(el)[2], 'ArrowRight');
    expect(selected(el)).toBe('Publicaciones');
    press(tabs(el)[0], 'End');
    expect(selected(el)).toBe('Acerca de');
    press(tabs(el)[2], 'Home');
    expect(selected(el)).toBe('Publicaciones');
  });
});

describe('TabSections', () => {
  it('shows only the active section, labelled by its tab', () => {
    const el = render(
      <TabSections label="Perfil" initial="courses" sections={ITEMS.map((t) => ({ ...t, content: () => <p>contenido {t.key}</p> }))} />,
    );
    const panel = () => el.querySelector('[role="tabpanel"]')!;
    expect(panel().textContent).toBe('contenido courses');
    expect(el.querySelector(`#${CSS.escape(panel().getAttribute('aria-labelledby')!)}`)?.textContent).toBe('Cursos');
    act(() => tabs(el)[2].click());
    expect(panel().textContent).toBe('contenido about');
  });
});
