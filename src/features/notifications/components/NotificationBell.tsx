// Header bell: links to /notifications, shows the live unread count of the signed-in member.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { buttonClass } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { unreadCountQuery } from '../api/unread-count-query';
import { useLiveNotifications } from '../api/realtime';
import { badgeText } from '../state';

export function NotificationBell() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useLiveNotifications(userId);
  const count = useQuery({ ...unreadCountQuery(userId ?? ''), enabled: !!userId }).data ?? 0;
  const badge = badgeText(count);
  // The name is built from visible text plus screen-reader-only words, so the label always contains what is shown.
  return (
    <Link to="/notifications" className={buttonClass({ variant: 'ghost', icon: true }, 'relative')}>
      <Bell size={20} aria-hidden="true" />
      <span className="sr-only">{badge ? 'Notificaciones (' : 'Notificaciones'}</span>
      {badge ? (
        <span
          data-testid="notification-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-error px-1 text-center text-xs font-semibold leading-5 text-error-content tabular-nums"
        >
          {badge}
        </span>
      ) : null}
      {badge ? <span className="sr-only"> sin leer)</span> : null}
    </Link>
  );
}
