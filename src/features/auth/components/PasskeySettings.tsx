// 'Llaves de acceso' card of /settings: add a passkey on this device (the browser's prompt), list them, remove one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '@/components/layout';
import { Button } from '@/components/ui';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { formatLongDate, formatRelativeTime } from '@/lib/format';
import { authKeys } from '../api/keys';
import { passkeysQuery } from '../api/passkeys-query';
import { registerPasskeyMutation } from '../api/register-passkey-mutation';
import { removePasskeyMutation } from '../api/remove-passkey-mutation';

interface Passkey {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

/** GoTrue names a passkey after its authenticator, or 'Passkey' when it does not know it. */
const passkeyName = (p: Passkey) => (p.friendly_name && p.friendly_name !== 'Passkey' ? p.friendly_name : 'Llave de acceso');

export function PasskeySettings({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery(userId));
  const register = useMutation(registerPasskeyMutation());
  const refresh = () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys(userId) });
  return (
    <section aria-labelledby="passkeys-title" className="flex flex-col gap-3">
      <h2 id="passkeys-title" className="text-xl font-semibold">
        Llaves de acceso
      </h2>
      <p className="text-sm text-base-content/80">
        Inicia sesión sin contraseña con la huella, el rostro o el bloqueo de pantalla de tu dispositivo.
      </p>
      <QueryState query={passkeys}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm">Todavía no tienes llaves de acceso.</p>
          ) : (
            <ul aria-label="Tus llaves de acceso" className="flex flex-col gap-2">
              {list.map((p) => (
                <PasskeyItem key={p.id} passkey={p} onRemoved={refresh} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <div>
        <Button loading={register.isPending} disabled={register.isPending} onClick={() => register.mutate(undefined, { onSuccess: refresh })}>
          {register.isPending ? 'Esperando tu dispositivo...' : 'Agregar llave de acceso en este dispositivo'}
        </Button>
      </div>
    </section>
  );
}

function PasskeyItem({ passkey, onRemoved }: { passkey: Passkey; onRemoved: () => Promise<void> }) {
  const remove = useMutation(removePasskeyMutation());
  const name = passkeyName(passkey);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-base-300 p-3">
      <div className="flex flex-col">
        <span className="font-medium">{name}</span>
        <span className="text-xs text-base-content/70">
          Agregada el {formatLongDate(passkey.created_at)} ·{' '}
          {passkey.last_used_at ? `Último uso ${formatRelativeTime(passkey.last_used_at)}` : 'Aún no se ha usado'}
        </span>
      </div>
      <ConfirmButton
        button={{ variant: 'outline', size: 'sm', 'aria-label': `Eliminar ${name} agregada el ${formatLongDate(passkey.created_at)}`, children: 'Eliminar' }}
        title="¿Eliminar esta llave de acceso?"
        confirmLabel="Eliminar"
        pending={remove.isPending}
        onConfirm={(close) =>
          remove.mutate(passkey.id, {
            onSettled: () => {
              close();
              void onRemoved();
            },
          })
        }
      >
        Ya no podrás iniciar sesión con ella. Podrás agregar otra cuando quieras.
      </ConfirmButton>
    </li>
  );
}
