// One live chat message: avatar, sender, time, and the body as plain text (never HTML); its author (and staff) read a
// hidden one labelled 'Retirado por moderación'; the host and staff get the moderation tools on others' messages.
import { Avatar } from '@/components/ui';
import { ModerationLabel } from '@/components/ui/moderation-label';
import { formatLongDate } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import type { LiveChatMessage } from '../api/types';
import { ChatModeration } from './ChatModeration';

function clockTime(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export interface ChatMessageItemProps {
  message: LiveChatMessage;
  own: boolean;
  /** The viewer moderates this chat: called with the id of a message they deleted. */
  onModeratorRemoved?: (id: string) => void;
}

export function ChatMessageItem({ message: m, own, onModeratorRemoved }: ChatMessageItemProps) {
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
          {onModeratorRemoved && !own ? <ChatModeration message={m} name={name} onRemoved={onModeratorRemoved} /> : null}
        </p>
        {m.hidden_by_moderation ? <ModerationLabel /> : null}
        <p className="whitespace-pre-wrap break-words text-sm" data-testid="live-chat-body">
          {m.body}
        </p>
      </div>
    </li>
  );
}
