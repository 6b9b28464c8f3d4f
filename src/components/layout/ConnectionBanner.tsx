// The connection banner: says when the API cannot be reached (and that the app keeps trying) and when it is back.
import { CloudOff, Cloud } from 'lucide-react';
import { apiConnection } from '@/lib/api-connection';
import { useConnectionState } from '@/lib/connection';

export function ConnectionBanner() {
  const state = useConnectionState(apiConnection);
  return (
    <div role="status" aria-live="polite" data-testid="connection-banner" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 empty:hidden">
      {state === 'lost' ? (
        <p className="flex items-center justify-center gap-2 bg-warning px-4 py-2 text-center text-sm font-medium text-warning-content">
          <CloudOff size={16} aria-hidden="true" />
          Sin conexión con el servidor. Lo que escribiste sigue aquí; volveremos a intentarlo en unos segundos.
        </p>
      ) : state === 'back' ? (
        <p className="flex items-center justify-center gap-2 bg-success px-4 py-2 text-center text-sm font-medium text-success-content">
          <Cloud size={16} aria-hidden="true" />
          Conexión restablecida.
        </p>
      ) : null}
    </div>
  );
}
