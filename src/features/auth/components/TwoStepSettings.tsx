// 'Verificación en dos pasos' card of /settings: enrol an authenticator app (QR code or key, then a code), or turn it off.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '@/components/layout';
import { Badge, Button } from '@/components/ui';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useAppForm } from '@/components/form';
import { notify } from '@/lib/toast';
import { enrollTotpMutation } from '../api/enroll-totp-mutation';
import { authKeys } from '../api/keys';
import { mfaFactorsQuery } from '../api/mfa-factors-query';
import { removeFactorMutation } from '../api/remove-factor-mutation';
import { verifyTotpMutation } from '../api/verify-totp-mutation';
import { checkTotpCode } from '../account-rules';
import { TotpCodeField } from './fields';

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

export function TwoStepSettings({ userId }: { userId: string }) {
  const factors = useQuery(mfaFactorsQuery(userId));
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const enroll = useMutation(enrollTotpMutation());
  return (
    <section aria-labelledby="two-step-title" className="flex flex-col gap-3">
      <h2 id="two-step-title" className="text-xl font-semibold">
        Verificación en dos pasos
      </h2>
      <QueryState query={factors}>
        {({ verified }) =>
          verified ? (
            <Enabled userId={userId} factorId={verified.id} />
          ) : enrolment ? (
            <Enrol userId={userId} enrolment={enrolment} onDone={() => setEnrolment(null)} />
          ) : (
            <>
              <p className="text-sm text-base-content/80">
                Protege tu cuenta: además de tu contraseña, te pediremos un código de tu app de autenticación al iniciar sesión.
              </p>
              <div>
                <Button loading={enroll.isPending} disabled={enroll.isPending} onClick={() => enroll.mutate(undefined, { onSuccess: setEnrolment })}>
                  {enroll.isPending ? 'Preparando...' : 'Activar verificación en dos pasos'}
                </Button>
              </div>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function Enrol({ userId, enrolment, onDone }: { userId: string; enrolment: Enrolment; onDone: () => void }) {
  const queryClient = useQueryClient();
  const verify = useMutation(verifyTotpMutation({ quiet: true }));
  const f = useAppForm({
    defaultValues: { code: '' },
    busy: verify.isPending,
    disableFields: false,
    check: ({ code }) => checkTotpCode(code),
    onSubmit: ({ code }) =>
      verify.mutate(
        { factorId: enrolment.factorId, code },
        {
          onSuccess: async () => {
            notify({ title: 'Verificación en dos pasos activada', description: 'Desde ahora te pediremos un código al iniciar sesión.', variant: 'success' });
            await queryClient.invalidateQueries({ queryKey: authKeys.factors(userId) });
            onDone();
          },
          onError: () => f.setValue('code', ''),
        },
      ),
  });

  return (
    <form {...f.formProps} className="flex flex-col gap-3">
      <p className="text-sm">1. Escanea este código QR con tu app de autenticación (Google Authenticator, Authy u otra).</p>
      <img src={enrolment.qrCode} alt="Código QR para tu app de autenticación" width={180} height={180} className="rounded-xl bg-white p-2" />
      <p className="text-sm break-all">
        ¿No puedes escanearlo? Ingresa esta clave en la app: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <p className="text-sm">2. Ingresa el código de 6 dígitos que muestra la app.</p>
      <TotpCodeField {...f.input('code')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={verify.isPending} disabled={verify.isPending}>
          {verify.isPending ? 'Verificando...' : 'Verificar y activar'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={verify.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function Enabled({ userId, factorId }: { userId: string; factorId: string }) {
  const queryClient = useQueryClient();
  const remove = useMutation(removeFactorMutation());
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="primary">Activada</Badge>
        Al iniciar sesión te pediremos el código de tu app de autenticación.
      </p>
      <div>
        <ConfirmButton
          button={{ variant: 'outline', children: 'Desactivar verificación en dos pasos' }}
          title="¿Desactivar la verificación en dos pasos?"
          confirmLabel="Desactivar"
          pending={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(factorId, {
              onSettled: () => {
                close();
                void queryClient.invalidateQueries({ queryKey: authKeys.factors(userId) });
              },
            })
          }
        >
          Tu cuenta quedará protegida solo con tu contraseña.
        </ConfirmButton>
      </div>
    </>
  );
}
