// Accessible tabs (tablist with arrow keys); the panel of the selected tab only.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef {
  id: string;
  label: string;
  content: () => ReactNode;
}

export function Tabs({ tabs, label, initial }: { tabs: TabDef[]; label: string; initial?: string }) {
  const [current, setCurrent] = useState(initial ?? tabs[0]?.id);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((t) => t.id === current));

  const onKey = (e: KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : delta ? (index + delta + tabs.length) % tabs.length : -1;
    if (next < 0) return;
    e.preventDefault();
    setCurrent(tabs[next].id);
    refs.current[next]?.focus();
  };

  const active = tabs[index];
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-base-300" onKeyDown={onKey}>
        {tabs.map((t, i) => {
          const selected = i === index;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCurrent(t.id)}
              className={`-mb-px whitespace-nowrap rounded-t-xl border-b-2 px-4 py-2 text-sm font-medium transition-colors duration-150 ${
                selected ? 'border-primary text-primary' : 'border-transparent text-base-content/80 hover:text-base-content'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={`${base}-panel-${active.id}`} aria-labelledby={`${base}-tab-${active.id}`} tabIndex={0} className="outline-none">
          {active.content()}
        </div>
      ) : null}
    </div>
  );
}
