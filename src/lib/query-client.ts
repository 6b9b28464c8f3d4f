// The app's QueryClient: Spanish error toasts for failed mutations and for background refetches of data already shown;
// bounded, backed-off retries of transient failures (supabase-js's own are off, see supabase.ts), so a failed read shows
// its error with 'Reintentar' within seconds; network failures tell the connection watch, which refetches on return.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiConnection } from './api-connection';
import { toAppError, type AppError } from './errors';
import { notify } from './toast';

/** Worth trying again: the network failed, or the API said it is briefly unavailable. */
function transient(error: AppError): boolean {
  return error.code === 'network' || error.status === 503 || error.status === 520;
}

function observe(error: unknown): void {
  if (toAppError(error).code === 'network') apiConnection.failed();
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorTitle?: string };
    mutationMeta: { errorTitle?: string; silent?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: () => apiConnection.succeeded(),
      onError(error, query) {
        observe(error);
        // A first load failing is shown in place (error state with 'Reintentar'); only stale data failing to refresh toasts.
        if (query.state.data === undefined) return;
        notify({ title: query.meta?.errorTitle ?? 'Error al actualizar', description: toAppError(error).message, variant: 'destructive' });
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: () => apiConnection.succeeded(),
      onError(error, _vars, _ctx, mutation) {
        observe(error);
        if (mutation.meta?.silent) return;
        notify({ title: mutation.meta?.errorTitle ?? 'Error', description: toAppError(error).message, variant: 'destructive' });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Two more tries, 1 s and 2 s apart (the default delays): an unreachable API shows its error after about 3 s.
        retry: (failures, error) => failures < 2 && transient(toAppError(error)),
        // A read that failed in the route loader shows its error at once; 'Reintentar' or the connection's return refetch it.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
  apiConnection.onBack(() => void client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' }));
  return client;
}
