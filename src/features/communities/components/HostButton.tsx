// Live-session host button: approved host → 'Nueva Sesión'; signed-in non-host → 'Convertirse en Anfitrión'; visitor → sign-in toast.
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Mic } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { hostStatusQuery } from '../api/host-status-query';

export const CREATE_EVENT_SIGN_IN_MESSAGE = 'Necesitas iniciar sesión para crear un evento.';

export function HostButton() {
  const { user, loading } = useAuth();
  const requireMember = useMemberAction();
  const userId = user?.id ?? null;
  const host = useQuery({ ...hostStatusQuery(userId), enabled: !!userId });

  if (loading || (userId && host.isPending)) return null;

  if (!userId || host.data) {
    const onClick = () =>
      requireMember(CREATE_EVENT_SIGN_IN_MESSAGE) &&
      notify({ title: 'Función en Desarrollo', description: 'La creación de sesiones en vivo estará disponible muy pronto.', variant: 'info' });
    return (
      <Button variant="primary" size="sm" onClick={onClick}>
        <CalendarPlus size={18} aria-hidden="true" />
        Nueva Sesión
      </Button>
    );
  }

  return (
    <ButtonLink
      to="/live-sessions/register-creator"
      variant="outline"
      size="sm"
      onClick={() =>
        notify({ title: 'No Autorizado', description: 'Necesitas ser un anfitrión aprobado para crear sesiones en vivo.', variant: 'destructive' })
      }
    >
      <Mic size={18} aria-hidden="true" />
      Convertirse en Anfitrión
    </ButtonLink>
  );
}
