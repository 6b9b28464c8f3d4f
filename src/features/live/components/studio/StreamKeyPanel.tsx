// OBS and other encoders: the RTMP server address and the event's stream key (hidden until shown), each with a copy
// button, and 'Regenerar clave' after a confirmation (the old key stops working).
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { notify } from '@/lib/toast';
import { regenerateStreamKeyMutation } from '../../api/regenerate-stream-key-mutation';
import { streamKeyQuery } from '../../api/stream-key-query';
import { RTMP_URL } from '../../media-endpoints';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify({ title: `${what} copiado`, variant: 'success' });
  } catch {
    notify({ title: 'No se pudo copiar', description: 'Selecciona el texto y cópialo a mano.', variant: 'destructive' });
  }
}

function CopyRow({ label, value, shown = true, extra }: { label: string; value: string; shown?: boolean; extra?: React.ReactNode }) {
  const id = `obs-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} readOnly type={shown ? 'text' : 'password'} value={value} className="input input-sm w-full rounded-xl font-mono" onFocus={(e) => e.currentTarget.select()} />
        {extra}
        <Button variant="outline" size="sm" onClick={() => void copy(value, label)} aria-label={`Copiar ${label.toLowerCase()}`}>
          <Copy size={16} aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export function StreamKeyPanel({ eventId, userId }: { eventId: number; userId: string }) {
  const key = useQuery(streamKeyQuery(userId, eventId));
  const regenerate = useMutation(regenerateStreamKeyMutation(userId, eventId));
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-3" data-testid="obs-panel">
      <p className="text-sm text-base-content/80">
        En OBS, abre Ajustes → Emisión, elige «Personalizado» y pega el servidor y la clave. Usa video H.264 y audio AAC con un fotograma clave cada 1 o 2 segundos.
      </p>
      <CopyRow label="Servidor" value={RTMP_URL} />
      {key.isPending ? (
        <p className="text-sm">Cargando la clave…</p>
      ) : key.isError ? (
        <p role="alert" className="text-sm text-error">
          No se pudo leer la clave de transmisión. Recarga la página para intentarlo de nuevo.
        </p>
      ) : (
        <CopyRow
          label="Clave de transmisión"
          value={key.data}
          shown={shown}
          extra={
            <Button variant="ghost" size="sm" onClick={() => setShown((s) => !s)} aria-label={shown ? 'Ocultar la clave' : 'Mostrar la clave'} aria-pressed={shown}>
              {shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
            </Button>
          }
        />
      )}
      <div>
        <ConfirmButton
          button={{ variant: 'outline', size: 'sm', disabled: regenerate.isPending || !key.isSuccess, children: [<RefreshCw key="icon" size={16} aria-hidden="true" />, 'Regenerar clave'] }}
          title="¿Regenerar la clave de transmisión?"
          confirmLabel="Regenerar clave"
          pending={regenerate.isPending}
          onConfirm={(close) => regenerate.mutate(undefined, { onSettled: close })}
        >
          La clave actual dejará de funcionar: tendrás que pegar la nueva en OBS.
        </ConfirmButton>
      </div>
    </div>
  );
}
