// The sign-in's second step: the six-digit code of the member's authenticator app; 'Cancelar' signs the password session out.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, TextField } from '@/components/ui';
import { supabase } from '@/lib/supabase';
import { showInvalidField } from '@/components/form';
import { notify } from '@/lib/toast';
import { verifyTotpMutation } from '../api/verify-totp-mutation';
import { checkTotpCode } from '../account-rules';

export function SecondStepForm({ factorId, onCancel }: { factorId: string; onCancel: () => void }) {
  const verify = useMutation(verifyTotpMutation());
  const [code, setCode] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkTotpCode(code);
    showInvalidField(e.currentTarget as HTMLFormElement, problem?.field);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    verify.mutate({ factorId, code }, { onError: () => setCode('') });
  };

  const cancel = async () => {
    await supabase.auth.signOut({ scope: 'local' });
    onCancel();
  };

  return (
    <form className="mt-2 flex flex-col gap-3" onSubmit={submit} noValidate aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="text-lg font-semibold">
        Verificación en dos pasos
      </h2>
      <p className="text-sm text-base-content/80">Ingresa el código de 6 dígitos que muestra tu app de autenticación.</p>
      <TextField
        label="Código de verificación"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="primary" block loading={verify.isPending} disabled={verify.isPending}>
        {verify.isPending ? 'Verificando...' : 'Verificar'}
      </Button>
      <Button type="button" variant="ghost" block onClick={() => void cancel()} disabled={verify.isPending}>
        Cancelar
      </Button>
    </form>
  );
}
