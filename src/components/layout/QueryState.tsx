// One block for a query's states: pending (a skeleton or spinner), error with 'Reintentar', empty, or the data.
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui';
import { toAppError, type AppError } from '@/lib/errors';
import { EmptyState, ErrorState } from './states';

/** What QueryState reads of a TanStack Query result. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while the first load is on its way; a spinner by default. */
  pending?: ReactNode;
  /** Shown instead of `children` for null data or when `isEmpty(data)`; an icon and message make the shared empty block. */
  empty?: ReactNode | { icon: ReactNode; message: string };
  /** Whether the data counts as empty; by default an empty array. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** Shown instead of the shared error block where an error means something of its own (an unknown member); `retry` refetches. */
  error?: (error: AppError, retry: () => void) => ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

function isEmptyBlock(empty: unknown): empty is { icon: ReactNode; message: string } {
  return typeof empty === 'object' && empty !== null && 'message' in empty && 'icon' in empty;
}

export function QueryState<T>({ query, pending, empty, isEmpty = defaultIsEmpty, error, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{pending ?? <Spinner />}</>;
  if (query.isError) {
    const failure = toAppError(query.error);
    const retry = () => void query.refetch();
    return <>{error ? error(failure, retry) : <ErrorState message={failure.message} onRetry={retry} />}</>;
  }
  const data = query.data;
  if (data === null || data === undefined || (empty !== undefined && isEmpty(data))) {
    return isEmptyBlock(empty) ? <EmptyState icon={empty.icon} message={empty.message} /> : <>{empty}</>;
  }
  return <>{children(data)}</>;
}

/** Grey blocks standing in for content that is loading. */
export function SkeletonList({ count, className, label = 'Cargando', gap = 'gap-3' }: { count: number; className: string; label?: string; gap?: string }) {
  return (
    <div role="status" className={`flex flex-col ${gap}`} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`animate-pulse rounded-2xl ${className}`} />
      ))}
    </div>
  );
}
