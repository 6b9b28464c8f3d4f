// The pieces of a list page: its frame (title, lead, actions), link buttons, search box and sorts, card sections and skeleton.
import { useState, type ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import { Search, type LucideIcon } from 'lucide-react';
import { Button, ButtonLink, SearchInput, type ButtonVariant } from '@/components/ui';
import { PageTitle } from './PageTitle';

/** Where the header's text and actions sit side by side instead of stacked. */
const ROW = { sm: 'sm:flex-row sm:items-end sm:justify-between', lg: 'lg:flex-row lg:items-end lg:justify-between' };

export interface PageSectionProps {
  /** The h1's id, which names the section. */
  id: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  rowFrom?: keyof typeof ROW;
  children: ReactNode;
}

export function PageSection({ id, title, lead, actions, rowFrom = 'lg', children }: PageSectionProps) {
  const heading = (
    <>
      <h1 id={id} className="text-3xl font-bold">
        {title}
      </h1>
      <p className="text-base-content/80">{lead}</p>
    </>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <PageTitle title={title} />
      {actions ? (
        <header className={`flex flex-col gap-4 ${ROW[rowFrom]}`}>
          <div className="flex flex-col gap-2">{heading}</div>
          {actions}
        </header>
      ) : (
        <header className="flex flex-col gap-2">{heading}</header>
      )}
      {children}
    </section>
  );
}

/** A responsive grid of cards, one per item. */
export function CardGrid<T extends { id: number }>({ items, card, label }: { items: readonly T[]; card: (item: T, index: number) => ReactNode; label?: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>{card(item, i)}</li>
      ))}
    </ul>
  );
}

/** A section of a list page: its h2 with the number of cards, then the grid. */
export function CardSection<T extends { id: number }>({ id, title, ...grid }: { id: string; title: string; items: readonly T[]; card: (item: T, index: number) => ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="tabular text-base-content/70">({grid.items.length})</span>
      </h2>
      <CardGrid {...grid} />
    </section>
  );
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-base-300">
          <div className="aspect-[16/9] animate-pulse bg-base-300/60" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-base-300/60" />
            <div className="h-4 w-full animate-pulse rounded bg-base-300/60" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The box's text: the URL's ?q= starts it, then it is kept here so fast typing never waits for the URL to catch up. */
export function useSearchText(query: string, onQueryChange: (query: string) => void) {
  const [text, setText] = useState(query);
  const search = (next: string) => {
    setText(next);
    onQueryChange(next);
  };
  return [text, search] as const;
}

/** The search box; `children` (the sort buttons) sit beside it on wide screens. */
export function ListSearch({ label, placeholder, value, onSearch, children }: { label: string; placeholder: string; value: string; onSearch(text: string): void; children?: ReactNode }) {
  const box = <SearchInput icon={<Search size={18} aria-hidden="true" />} aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onSearch(e.target.value)} className="lg:max-w-md" />;
  if (!children) return box;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      {box}
      {children}
    </div>
  );
}

export interface LinkButtonItem {
  to: LinkProps['to'];
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
}

/** Small links styled as buttons, each with its icon (outlined unless the item says otherwise). */
export function LinkButtons({ links, iconSize = 18 }: { links: readonly LinkButtonItem[]; iconSize?: number }) {
  return links.map(({ to, label, icon: Icon, variant = 'outline' }) => (
    <ButtonLink key={label} to={to} variant={variant} size="sm">
      <Icon size={iconSize} aria-hidden="true" />
      {label}
    </ButtonLink>
  ));
}

export function SortButtons<S extends string>({ label, sorts, labels, value, onChange }: { label: string; sorts: readonly S[]; labels: Record<S, string>; value: S; onChange(sort: S): void }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {sorts.map((s) => (
        <Button key={s} size="sm" variant={s === value ? 'primary' : 'ghost'} aria-pressed={s === value} onClick={() => onChange(s)}>
          {labels[s]}
        </Button>
      ))}
    </div>
  );
}
