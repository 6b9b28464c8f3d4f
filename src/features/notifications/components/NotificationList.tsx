// The member's notifications: unread highlighted, each with its link and 'Marcar como leída', plus 'Marcar todas como leídas'.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Award, BadgeCheck, Bell, BellOff, BookOpen, Briefcase, CheckCheck, Flag, Heart, MessageSquare, ThumbsUp, UserPlus, type LucideIcon } from 'lucide-react';
import { HrefLink, QueryState, SkeletonList } from '@/components/layout';
import { Button } from '@/components/ui';
import { formatRelativeTime } from '@/lib/format';
import { notificationsQuery, type NotificationRow } from '../api/notifications-query';
import { markReadMutation } from '../api/mark-read-mutation';
import { markAllReadMutation } from '../api/mark-all-read-mutation';
import { unreadCount } from '../state';

const ICONS: Record<string, LucideIcon> = {
  comment: MessageSquare,
  upvote: ThumbsUp,
  course: BookOpen,
  follow: UserPlus,
  patreon: Heart,
  award: Award,
  job_application: Briefcase,
  // Staff decisions: an application approved or rejected, a moderation outcome (content hidden or restored, a warning).
  application: BadgeCheck,
  moderation: Flag,
};

function Item({ n, onRead }: { n: NotificationRow; onRead: (id: number) => void }) {
  const Icon = ICONS[n.type] ?? Bell;
  const body = (
    <>
      <span className="block">{n.content}</span>
      <span className="block text-xs text-base-content/70">{formatRelativeTime(n.created_at)}</span>
    </>
  );
  return (
    <li
      data-testid="notification"
      data-type={n.type}
      data-read={n.read}
      className={`flex items-start gap-3 px-4 py-3 ${n.read ? '' : 'bg-primary/10 border-l-4 border-primary'}`}
    >
      <Icon size={20} aria-hidden="true" className={`mt-0.5 shrink-0 ${n.read ? 'text-base-content/60' : 'text-primary'}`} />
      <div className="min-w-0 flex-1">
        {n.read ? null : <span className="sr-only">No leída: </span>}
        {n.link ? (
          <HrefLink href={n.link} className="hover:underline underline-offset-2" onClick={() => !n.read && onRead(n.id)}>
            {body}
          </HrefLink>
        ) : (
          body
        )}
      </div>
      {n.read ? null : (
        <Button variant="ghost" size="xs" onClick={() => onRead(n.id)}>
          Marcar como leída
        </Button>
      )}
    </li>
  );
}

export function NotificationList({ userId }: { userId: string }) {
  const result = useQuery(notificationsQuery(userId));
  const markOne = useMutation(markReadMutation(userId));
  const markAll = useMutation(markAllReadMutation(userId));

  return (
    <QueryState
      query={result}
      pending={<SkeletonList count={3} className="h-16 bg-base-200" gap="gap-2" label="Cargando notificaciones" />}
      empty={{ icon: <BellOff size={32} />, message: 'No tienes notificaciones' }}
    >
      {(list) => <List list={list} onRead={(id) => markOne.mutate(id)} onReadAll={() => markAll.mutate()} />}
    </QueryState>
  );
}

function List({ list, onRead, onReadAll }: { list: NotificationRow[]; onRead: (id: number) => void; onReadAll: () => void }) {
  const unread = unreadCount(list);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-base-content/80" aria-live="polite">
          {unread === 0 ? 'Todas leídas' : unread === 1 ? '1 sin leer' : `${unread} sin leer`}
        </p>
        <Button variant="outline" size="sm" disabled={unread === 0} onClick={onReadAll}>
          <CheckCheck size={16} aria-hidden="true" />
          Marcar todas como leídas
        </Button>
      </div>
      <ul className="flex flex-col divide-y divide-base-300 overflow-hidden rounded-2xl border border-base-300">
        {list.map((n) => (
          <Item key={n.id} n={n} onRead={onRead} />
        ))}
      </ul>
    </div>
  );
}
