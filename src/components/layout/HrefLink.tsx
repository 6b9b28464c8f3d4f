// A link to an app URL known only at runtime (path plus query, e.g. from the database): client-side navigation, real href;
// an href that is not http(s), mailto: or a site path (javascript:, data:) renders as plain text.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { safeHref } from '@/lib/safe-href';

export function HrefLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !href.startsWith('/')) return;
    e.preventDefault();
    router.history.push(href);
  };
  const safe = safeHref(href);
  if (!safe) return <span className={rest.className}>{rest.children}</span>;
  return <a href={safe} onClick={click} {...rest} />;
}
