// The hero's counters read as '8+', '1,200+' (spec: counters with '+').
import { formatCount } from '@/lib/format';

export function counterLabel(n: number): string {
  return `${formatCount(n)}+`;
}
