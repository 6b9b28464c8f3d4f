// The filters of /job-search and /recruit as the page edits them: the URL starts them, then typing never waits for the URL.
import { useState } from 'react';

/** A page whose filters live in the URL: the route passes them in and hears every change. */
export interface FilterPageProps<F> {
  filters: F;
  onFiltersChange(next: F): void;
}

export function useFilterDraft<F extends object>({ filters, onFiltersChange }: FilterPageProps<F>) {
  const [draft, setDraft] = useState(filters);
  const change = (patch: Partial<F>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onFiltersChange(next);
  };
  return [draft, change] as const;
}
