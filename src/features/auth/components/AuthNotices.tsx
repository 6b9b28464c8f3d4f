// Invisible: the spec's toasts for session changes (signed in, signed out, profile updated).
import { useEffect } from 'react';
import { onAuthNotice } from '@/lib/auth';
import { notify } from '@/lib/toast';

export function AuthNotices() {
  useEffect(
    () =>
      onAuthNotice(({ event, before, after, via }) => {
        if (via === 'signup-link') {
          notify({ title: '¡Cuenta confirmada!', description: 'Tu correo quedó confirmado y ya iniciaste sesión.', variant: 'success' });
        } else if ((event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED') && before === null && after) {
          notify({ title: '¡Bienvenido de nuevo!', description: 'Has iniciado sesión correctamente.', variant: 'success' });
        } else if (event === 'SIGNED_OUT' && before) {
          notify({ title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente.', variant: 'success' });
        } else if (event === 'USER_UPDATED') {
          notify({ title: 'Perfil Actualizado', description: 'Tu información de usuario ha sido actualizada.', variant: 'success' });
        }
      }),
    [],
  );
  return null;
}
