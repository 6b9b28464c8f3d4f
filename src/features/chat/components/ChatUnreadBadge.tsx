// The unread count next to 'Mensajes' in the header's navigation (members only; nothing when all is read).
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { unreadTotalQuery } from '../api/unread-total-query';

export function ChatUnreadBadge() {
  const me = useAuth().user?.id;
  const count = useQuery({ ...unreadTotalQuery(me ?? ''), enabled: !!me }).data ?? 0;
  if (!me || count <= 0) return null;
  // Visible number plus screen-reader words: the link reads 'Mensajes (3 sin leer)'.
  return (
    <>
      <span className="sr-only"> (</span>
      <span
        data-testid="chat-unread-count"
        className="min-w-5 rounded-full bg-error px-1.5 text-center text-xs font-semibold leading-5 text-error-content tabular-nums"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> sin leer)</span>
    </>
  );
}
