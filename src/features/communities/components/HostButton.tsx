// Live-session host button: approved host → 'Nueva Sesión' (opens the route's new-session slot); signed-in non-host →
// 'Convertirse en Anfitrión', which only opens the host sign-up, where 'No Autorizado' explains why; visitor → sign-in toast.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Mic } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { hostStatusQuery } from '../api/host-status-query';
import * as sqlText from '@/lib/error-texts.gen';

export const CREATE_EVENT_SIGN_IN_MESSAGE = sqlText.not_authenticated__un_evento;

/** The new-session form, composed by the route from the live-hosts feature (features do not import each other). */
export type NewSessionSlot = (props: { open: boolean; onClose(): void; topics: readonly string[] }) => ReactNode;

export function HostButton({ topics, newSession }: { topics: readonly string[]; newSession: NewSessionSlot }) {
  const { user, loading } = useAuth();
  const requireMember = useMemberAction();
  const userId = user?.id ?? null;
  const host = useQuery({ ...hostStatusQuery(userId), enabled: !!userId });
  const [open, setOpen] = useState(false);

  if (loading || (userId && host.isPending)) return null;

  if (!userId || host.data) {
    return (
      <>
        <Button variant="primary" size="sm" onClick={() => requireMember(CREATE_EVENT_SIGN_IN_MESSAGE) && setOpen(true)}>
          <CalendarPlus size={18} aria-hidden="true" />
          Nueva Sesión
        </Button>
        {userId ? newSession({ open, onClose: () => setOpen(false), topics }) : null}
      </>
    );
  }

  return (
    <ButtonLink to="/live-sessions/register-creator" search={{ motivo: 'no-autorizado' }} variant="outline" size="sm">
      <Mic size={18} aria-hidden="true" />
      Convertirse en Anfitrión
    </ButtonLink>
  );
}
