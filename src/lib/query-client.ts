// The app's QueryClient: Spanish error toasts for failed mutations and for background refetches of data already shown.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toAppError } from './errors';
import { notify } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorTitle?: string };
    mutationMeta: { errorTitle?: string; silent?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // A first load failing is shown in place (error state with 'Reintentar'); only stale data failing to refresh toasts.
        if (query.state.data === undefined) return;
        notify({ title: query.meta?.errorTitle ?? 'Error al actualizar', description: toAppError(error).message, variant: 'destructive' });
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _vars, _ctx, mutation) {
        if (mutation.meta?.silent) return;
        notify({ title: mutation.meta?.errorTitle ?? 'Error', description: toAppError(error).message, variant: 'destructive' });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < 2 && toAppError(error).code === 'network',
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
