// Pieces of the content cards and headers: the card whose title link covers it, an icon with its text, counted nouns, icon facts.
import { forwardRef, type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { formatCount, plural } from '@/lib/format';
import { Cover } from './cover';

/** A clickable card: cover (when given), then the h3 title, whose CardLink covers the whole card, and the facts. */
export function LinkCard({ cover, eager, title, children }: { cover?: string | null; eager?: boolean; title: ReactNode; children: ReactNode }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      {cover === undefined ? null : <Cover src={cover} eager={eager} />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug">{title}</h3>
        {children}
      </div>
    </article>
  );
}

const StretchedAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function StretchedAnchor(props, ref) {
  return <a ref={ref} {...props} className="hover:underline after:absolute after:inset-0" />;
});

/** A card's title link; its box stretches over the card (the card is `relative`), so a click anywhere opens it. */
export const CardLink: LinkComponent<typeof StretchedAnchor> = createLink(StretchedAnchor);

type IconTextProps = HTMLAttributes<HTMLElement> & { icon: LucideIcon; as?: 'span' | 'li' | 'p'; size?: number };

/** An icon (hidden from screen readers) before its text, on one line: a level, a duration, a place. */
export function IconText({ icon: Icon, as: Tag = 'span', size = 16, className = 'flex items-center gap-1', children, ...rest }: IconTextProps) {
  return (
    <Tag className={className} {...rest}>
      <Icon size={size} aria-hidden="true" />
      {children}
    </Tag>
  );
}

/** '1.234 miembros': the number in tabular figures, then the noun that agrees with it. */
export function Counted({ n, one, other }: { n: number; one: string; other: string }) {
  return (
    <>
      <span className="tabular">{formatCount(n)}</span> {plural(one, other, n)}
    </>
  );
}

/** A term of a description list shown as an icon (its name read by screen readers only) with its value. */
export function IconFact({ icon, label, muted = false, testId, children }: { icon: ReactNode; label: string; muted?: boolean; testId?: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5" data-testid={testId}>
      <dt className={muted ? 'flex items-center text-base-content/70' : 'flex items-center'}>
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
