// One full-height reel: the video (or its poster), the author with avatar and verified badge, description, music
// title, and the action rail.
import { forwardRef } from 'react';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Music } from 'lucide-react';
import { Avatar } from '@/components/ui';
import { ModerationLabel, moderationNote } from '@/components/ui/moderation-label';
import { initialsAvatar } from '@/lib/user';
import type { Reel } from '../api/types';
import type { VideoRole } from '../feed-rules';
import { ReelActions } from './ReelActions';
import { ReelPlayer } from './ReelPlayer';
import { reelVideoSource } from '../video-source';

export interface ReelItemProps {
  reel: Reel;
  index: number;
  role: VideoRole;
  muted: boolean;
  dataSaver: boolean;
  autoStart: boolean;
  onToggleMute: () => void;
  onSoundBlocked: () => void;
  /** Its video started playing. */
  onPlaying?: () => void;
  onOpenComments: () => void;
  /** Shown over the reel for its author (delete). */
  ownerActions?: React.ReactNode;
}

export const ReelItem = forwardRef<HTMLElement, ReelItemProps>(function ReelItem(
  { reel, index, role, muted, dataSaver, autoStart, onToggleMute, onSoundBlocked, onPlaying, onOpenComments, ownerActions },
  ref,
) {
  const name = reel.author?.name ?? 'Usuario';
  const source = reelVideoSource(reel.video_url);
  return (
    <article
      ref={ref}
      id={`reel-${reel.id}`}
      data-index={index}
      data-reel-id={reel.id}
      data-testid="reel"
      data-current={role === 'play'}
      aria-label={`Reel de ${name}`}
      className="relative h-full w-full shrink-0 snap-start snap-always overflow-hidden bg-black"
    >
      <ReelPlayer
        src={source ?? ''}
        poster={reel.poster_url}
        role={source ? role : 'poster'}
        muted={muted}
        dataSaver={dataSaver}
        autoStart={autoStart}
        onSoundBlocked={onSoundBlocked}
        onPlaying={onPlaying}
        label={`Video de ${name}: ${reel.description || 'Reel'}`}
      />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end gap-3 bg-gradient-to-t from-black/80 via-black/40 to-transparent p-4 pt-16 text-white">
        <div className="pointer-events-auto min-w-0 flex-1 space-y-2">
          <Link to="/profile/$userId" params={{ userId: reel.user_id }} className="flex w-fit items-center gap-2 font-semibold hover:underline" data-testid="reel-author">
            <Avatar src={reel.author?.avatar_url || initialsAvatar(name)} alt="" size={32} />
            <span>{name}</span>
            {reel.author?.is_verified ? <BadgeCheck size={16} className="text-sky-300" role="img" aria-label="Creador verificado" /> : null}
          </Link>
          {reel.hidden_by_moderation ? (
            <div className="flex flex-col gap-1">
              <ModerationLabel />
              <p className="text-xs">{moderationNote(!!ownerActions)}</p>
            </div>
          ) : null}
          {reel.description ? (
            <p className="line-clamp-3 text-sm" data-testid="reel-description">
              {reel.description}
            </p>
          ) : null}
          {reel.music_title ? (
            <p className="flex items-center gap-1.5 text-xs" data-testid="reel-music">
              <Music size={14} aria-hidden="true" />
              <span className="truncate">{reel.music_title}</span>
            </p>
          ) : null}
          {ownerActions}
        </div>
        <div className="pointer-events-auto">
          <ReelActions reel={reel} muted={muted} onToggleMute={onToggleMute} onOpenComments={onOpenComments} />
        </div>
      </div>
    </article>
  );
});
