// Accessible tabs (daisyUI `tabs`): a tablist with arrow-key, Home and End navigation, and the panel of the active tab.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

export function Tabs<K extends string>({ idBase, label, items, active, onChange, variant = 'border' }: TabsProps<K>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const style = VARIANTS[variant];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(e.key, items.findIndex((t) => t.key === active), items.length);
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].key);
    refs.current[items[next].key]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`${style.list} flex-nowrap overflow-x-auto`} onKeyDown={onKeyDown}>
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
