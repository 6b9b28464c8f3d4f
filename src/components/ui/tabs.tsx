// Accessible tabs (daisyUI `tabs`): a tablist with arrow-key, Home and End navigation, and the panel of the active tab.
// A strip wider than the screen scrolls sideways, shows a fade where more tabs hide, and keeps the selected tab in view.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** Prefix for element ids: tab `${idBase}-tab-${key}`, panel `${idBase}-panel-${key}`. */
  idBase: string;
  label: string;
  items: readonly TabItem<K>[];
  active: K;
  onChange(key: K): void;
  /** 'border': underlined tabs (page sections); 'box': segmented control (a feed's filters). */
  variant?: 'border' | 'box';
}

const VARIANTS = {
  border: { list: 'tabs tabs-border', tab: 'tab whitespace-nowrap', active: 'tab-active font-semibold text-base-content', idle: 'text-base-content/80' },
  box: { list: 'tabs tabs-box', tab: 'tab flex-1 gap-1.5 whitespace-nowrap', active: 'tab-active font-semibold', idle: 'text-base-content/80' },
} as const;

/** Props of the element that holds a tab's content. */
export function tabPanelProps(idBase: string, key: string) {
  return { id: `${idBase}-panel-${key}`, role: 'tabpanel', 'aria-labelledby': `${idBase}-tab-${key}`, tabIndex: 0 } as const;
}

/** The content of the active tab, labelled by it. */
export function TabPanel({ idBase, tabKey, className = '', children }: { idBase: string; tabKey: string; className?: string; children: ReactNode }) {
  return (
    <div {...tabPanelProps(idBase, tabKey)} className={`outline-none ${className}`}>
      {children}
    </div>
  );
}

/** The position a key press moves the selection to, or -1 when the key does not move it. */
export function nextTabIndex(key: string, current: number, count: number): number {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}

/** The scrollLeft that brings a tab (offset and width inside the strip) fully into view, moving as little as possible. */
export function revealScrollLeft(scrollLeft: number, viewWidth: number, tabLeft: number, tabWidth: number, margin = 24): number {
  if (tabLeft - margin < scrollLeft) return Math.max(0, tabLeft - margin);
  if (tabLeft + tabWidth + margin > scrollLeft + viewWidth) return tabLeft + tabWidth + margin - viewWidth;
  return scrollLeft;
}

/** Whether tabs hide to the left / right of a scrolled strip. */
function overflowOf(el: HTMLElement): { left: boolean; right: boolean } {
  return { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

export function Tabs<K extends string>({ idBase, label, items, active, onChange, variant = 'border' }: TabsProps<K>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const strip = useRef<HTMLDivElement | null>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const style = VARIANTS[variant];

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const update = () =>
      setMore((m) => {
        const next = overflowOf(el);
        return next.left === m.left && next.right === m.right ? m : next;
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  // The selected tab stays in view (a tab chosen by keyboard, by URL or after a resize).
  useEffect(() => {
    const el = strip.current;
    const tab = refs.current[active];
    if (!el || !tab) return;
    const target = revealScrollLeft(el.scrollLeft, el.clientWidth, tab.offsetLeft - el.offsetLeft, tab.offsetWidth);
    if (target !== el.scrollLeft) el.scrollTo({ left: target, behavior: 'instant' as ScrollBehavior });
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(e.key, items.findIndex((t) => t.key === active), items.length);
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].key);
    refs.current[items[next].key]?.focus();
  };
  const fade = 'pointer-events-none absolute inset-y-0 w-8 from-base-100 to-transparent';
  return (
    <div className="relative">
      <div ref={strip} role="tablist" aria-label={label} className={`${style.list} flex-nowrap overflow-x-auto`} onKeyDown={onKeyDown}>
        {items.map((t) => {
          const selected = t.key === active;
          return (
            <button
              key={t.key}
              ref={(el) => {
                refs.current[t.key] = el;
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${t.key}`}
              aria-selected={selected}
              aria-controls={`${idBase}-panel-${t.key}`}
              tabIndex={selected ? 0 : -1}
              className={`${style.tab} ${selected ? style.active : style.idle}`}
              onClick={() => onChange(t.key)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {more.left ? <span aria-hidden="true" data-testid="tabs-more-left" className={`${fade} left-0 bg-gradient-to-r`} /> : null}
      {more.right ? <span aria-hidden="true" data-testid="tabs-more-right" className={`${fade} right-0 bg-gradient-to-l`} /> : null}
    </div>
  );
}

export interface TabSection<K extends string> extends TabItem<K> {
  content: () => ReactNode;
}

/** Tabs that keep their own selection and render the active section (for pages whose tab is not in the URL). */
export function TabSections<K extends string>({ label, sections, initial }: { label: string; sections: readonly TabSection<K>[]; initial?: K }) {
  const idBase = useId();
  const [chosen, setChosen] = useState<K | undefined>(initial);
  const active = sections.find((s) => s.key === chosen) ?? sections[0];
  if (!active) return null;
  return (
    <div className="flex flex-col gap-4">
      <Tabs<K> idBase={idBase} label={label} items={sections} active={active.key} onChange={setChosen} />
      <TabPanel idBase={idBase} tabKey={active.key}>
        {active.content()}
      </TabPanel>
    </div>
  );
}
