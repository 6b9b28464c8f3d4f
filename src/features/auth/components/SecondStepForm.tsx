// The sign-in's second step: the six-digit code of the member's authenticator app; 'Cancelar' signs the password session out.
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui';
import { supabase } from '@/lib/supabase';
import { useAppForm } from '@/components/form';
import { verifyTotpMutation } from '../api/verify-totp-mutation';
import { checkTotpCode } from '../account-rules';
import { TotpCodeField } from './fields';

export function SecondStepForm({ factorId, onCancel }: { factorId: string; onCancel: () => void }) {
  const verify = useMutation(verifyTotpMutation());
  const f = useAppForm({
    defaultValues: { code: '' },
    busy: verify.isPending,
    disableFields: false,
    check: ({ code }) => checkTotpCode(code),
    onSubmit: ({ code }) => verify.mutate({ factorId, code }, { onError: () => f.setValue('code', '') }),
  });

  const cancel = async () => {
    await supabase.auth.signOut({ scope: 'local' });
    onCancel();
  };

  return (
    <form {...f.formProps} className="mt-2 flex flex-col gap-3" aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="text-lg font-semibold">
        Verificación en dos pasos
      </h2>
      <p className="text-sm text-base-content/80">Ingresa el código de 6 dígitos que muestra tu app de autenticación.</p>
      <TotpCodeField autoFocus {...f.input('code')} />
      <Button type="submit" variant="primary" block loading={verify.isPending} disabled={verify.isPending}>
        {verify.isPending ? 'Verificando...' : 'Verificar'}
      </Button>
      <Button type="button" variant="ghost" block onClick={() => void cancel()} disabled={verify.isPending}>
        Cancelar
      </Button>
    </form>
  );
}
