// Accessible tabs (daisyUI `tabs tabs-border`): a tablist with arrow-key, Home and End navigation; the caller renders the panel.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

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
}

export function tabPanelProps(idBase: string, key: string) {
  return { id: `${idBase}-panel-${key}`, role: 'tabpanel', 'aria-labelledby': `${idBase}-tab-${key}`, tabIndex: 0 } as const;
}

export function Tabs<K extends string>({ idBase, label, items, active, onChange }: TabsProps<K>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = items.findIndex((t) => t.key === active);
    const next =
      e.key === 'ArrowRight' ? (i + 1) % items.length
      : e.key === 'ArrowLeft' ? (i - 1 + items.length) % items.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? items.length - 1
      : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].key);
    refs.current[items[next].key]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs tabs-border overflow-x-auto flex-nowrap" onKeyDown={onKeyDown}>
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
            className={`tab whitespace-nowrap ${selected ? 'tab-active font-semibold text-base-content' : 'text-base-content/80'}`}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
