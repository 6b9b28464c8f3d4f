// One live chat message: avatar, sender, time, and the body as plain text (never HTML).
import { Avatar } from '@/components/ui';
import { formatLongDate } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import type { LiveChatMessage } from '../api/types';

function clockTime(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export function ChatMessageItem({ message: m, own }: { message: LiveChatMessage; own: boolean }) {
  const name = m.sender_name ?? 'Usuario';
  return (
    <li className="flex gap-2" data-testid="live-chat-message" data-own={own}>
      <Avatar src={m.sender_avatar || initialsAvatar(name)} alt="" size={32} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
          <span className={`font-semibold ${own ? 'text-primary' : ''}`}>{name}</span>
          <time dateTime={m.created_at} title={formatLongDate(m.created_at)} className="text-xs text-base-content/70 tabular">
            {clockTime(m.created_at)}
          </time>
        </p>
        <p className="whitespace-pre-wrap break-words text-sm" data-testid="live-chat-body">
          {m.body}
        </p>
      </div>
    </li>
  );
}
