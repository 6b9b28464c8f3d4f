// Join / leave button and the notifications toggle: persisted for members, 'Inicia sesión' toasts for visitors.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Bell, BellOff, LogOut, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { membershipQuery } from '../api/membership-query';
import { toggleMembershipMutation } from '../api/toggle-membership-mutation';
import { toggleNotificationsMutation } from '../api/toggle-notifications-mutation';
import * as sqlText from '@/lib/error-texts.gen';

export const JOIN_SIGN_IN_MESSAGE = 'Necesitas iniciar sesión para unirte a una comunidad.';
export const NOTIFICATIONS_SIGN_IN_MESSAGE = 'Necesitas iniciar sesión para gestionar las notificaciones de la comunidad.';

export function MembershipActions({ communityId }: { communityId: number }) {
  const { user, loading } = useAuth();
  const requireMember = useMemberAction();
  const userId = user?.id ?? null;
  const membership = useQuery({ ...membershipQuery(communityId, userId), enabled: !!userId });
  const join = useMutation(toggleMembershipMutation(communityId, userId ?? ''));
  const bell = useMutation(toggleNotificationsMutation(communityId, userId ?? ''));

  const member = !!membership.data;
  const notificationsOn = membership.data?.notifications_enabled ?? false;
  const busy = loading || (!!userId && membership.isPending);

  const onJoin = () => {
    if (requireMember(JOIN_SIGN_IN_MESSAGE)) join.mutate();
  };
  const onBell = () => {
    if (!requireMember(NOTIFICATIONS_SIGN_IN_MESSAGE)) return;
    if (!member) {
      return void notify({ title: 'Únete primero', description: sqlText.not_a_member, variant: 'info' });
    }
    bell.mutate();
  };

  return (
    <div className="flex items-center gap-2">
      <Button variant={member ? 'outline' : 'primary'} onClick={onJoin} disabled={busy || join.isPending}>
        {member ? <LogOut size={18} aria-hidden="true" /> : <UserPlus size={18} aria-hidden="true" />}
        {member ? 'Abandonar' : 'Unirse'}
      </Button>
      <Button
        variant={notificationsOn ? 'secondary' : 'ghost'}
        icon
        onClick={onBell}
        disabled={busy || bell.isPending}
        aria-pressed={notificationsOn}
        aria-label="Notificaciones de la comunidad"
        title={notificationsOn ? 'Notificaciones activadas' : 'Notificaciones desactivadas'}
      >
        {notificationsOn ? <Bell size={20} aria-hidden="true" /> : <BellOff size={20} aria-hidden="true" />}
      </Button>
    </div>
  );
}
