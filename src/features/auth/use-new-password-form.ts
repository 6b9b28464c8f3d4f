// The new password twice (sign-up's rules), saved with updateUser: the settings card and the reset page use the same form.
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '@/components/form';
import { updatePasswordMutation } from './api/update-password-mutation';
import { checkNewPassword } from './account-rules';

/** `onSaved`: what follows a saved password, or 'reset' to empty the form for another change. */
export function useNewPasswordForm(onSaved: 'reset' | (() => void)) {
  const update = useMutation(updatePasswordMutation());
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    busy: update.isPending,
    disableFields: false,
    check: checkNewPassword,
    onSubmit: ({ password }) => update.mutate(password, { onSuccess: () => (onSaved === 'reset' ? form.reset() : onSaved()) }),
  });
  return { form, saving: update.isPending };
}
