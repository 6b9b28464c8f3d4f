// The rail beside a reel: Me gusta (members; optimistic with rollback), comments, share (counted), sound on/off.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, MessageCircle, Share2, Volume2, VolumeX } from 'lucide-react';
import { useAuth, useMemberAction } from '@/lib/auth';
import { shareWithToast, type ShareWording } from '@/lib/share';
import { reelKeys } from '../api/keys';
import { nextLike, toggleReelLikeMutation, type LikeState } from '../api/toggle-reel-like-mutation';
import { recordReelShareMutation } from '../api/record-reel-share-mutation';
import type { Reel } from '../api/types';
import { compactCount } from '../feed-rules';
import * as sqlText from '@/lib/error-texts.gen';

export const LIKE_NEEDS_LOGIN = sqlText.not_authenticated__me_gusta;

const SHARE_WORDING: ShareWording = {
  shared: { title: 'Reel Compartido', variant: 'success' },
  copied: { title: 'Enlace Copiado', variant: 'success' },
  shareFailed: { title: 'Error al compartir', description: 'No se pudo compartir el reel.', variant: 'destructive' },
};

export function reelUrl(id: number, origin = window.location.origin): string {
  return `${origin}/reels#${id}`;
}

interface ReelActionsProps {
  reel: Reel;
  muted: boolean;
  onToggleMute: () => void;
  onOpenComments: () => void;
}

const railButton = 'flex flex-col items-center gap-1 text-white drop-shadow focus-visible:outline-2 focus-visible:outline-white rounded-xl p-1';
const iconWrap = 'flex h-11 w-11 items-center justify-center rounded-full bg-black/40';

export function ReelActions({ reel, muted, onToggleMute, onOpenComments }: ReelActionsProps) {
  const viewerId = useAuth().user?.id ?? null;
  const requireMember = useMemberAction();
  const queryClient = useQueryClient();
  const key = reelKeys.feed(viewerId);
  const patch = (changes: Partial<Reel>) =>
    queryClient.setQueryData<Reel[]>(key, (feed) => feed?.map((r) => (r.id === reel.id ? { ...r, ...changes } : r)));

  const shown: LikeState = { liked: reel.liked_by_me, likes_count: reel.likes_count };
  const like = useMutation(
    toggleReelLikeMutation(reel.id, {
      get: () => {
        const current = queryClient.getQueryData<Reel[]>(key)?.find((r) => r.id === reel.id);
        return current ? { liked: current.liked_by_me, likes_count: current.likes_count } : shown;
      },
      set: (s) => patch({ liked_by_me: s.liked, likes_count: s.likes_count }),
    }),
  );
  // While the like is on its way, show what was asked for: a feed refetch already in flight (the channel's first
  // subscription reads the feed again) would otherwise flip the heart back for a moment.
  const displayed: LikeState = like.isPending && like.variables ? like.variables : shown;
  const share = useMutation(recordReelShareMutation(reel.id, (shares_count) => patch({ shares_count })));
  const [sharing, setSharing] = useState(false);

  return (
    <div className="flex flex-col items-center gap-4" data-testid="reel-actions">
      <button
        type="button"
        className={railButton}
        aria-pressed={displayed.liked}
        data-testid="reel-like"
        onClick={() => {
          if (!requireMember(LIKE_NEEDS_LOGIN) || like.isPending) return;
          like.mutate(nextLike(shown));
        }}
      >
        <span className={iconWrap}>
          <Heart size={26} aria-hidden="true" className={displayed.liked ? 'fill-red-500 text-red-500' : ''} />
        </span>
        <span className="sr-only">Me gusta</span>
        <span className="text-xs font-semibold tabular-nums" data-testid="reel-likes">
          {compactCount(displayed.likes_count)}
        </span>
      </button>
      <button type="button" className={railButton} data-testid="reel-comments-open" onClick={onOpenComments}>
        <span className={iconWrap}>
          <MessageCircle size={26} aria-hidden="true" />
        </span>
        <span className="sr-only">Comentarios</span>
        <span className="text-xs font-semibold tabular-nums" data-testid="reel-comments-count">
          {compactCount(reel.comments_count)}
        </span>
      </button>
      <button
        type="button"
        className={railButton}
        data-testid="reel-share"
        disabled={sharing}
        onClick={async () => {
          setSharing(true);
          try {
            const outcome = await shareWithToast(reelUrl(reel.id), reel.description || 'Reel en Nexo', SHARE_WORDING);
            if (outcome === 'shared' || outcome === 'copied') share.mutate();
          } finally {
            setSharing(false);
          }
        }}
      >
        <span className={iconWrap}>
          <Share2 size={24} aria-hidden="true" />
        </span>
        <span className="sr-only">Compartir</span>
        <span className="text-xs font-semibold tabular-nums" data-testid="reel-shares">
          {compactCount(reel.shares_count)}
        </span>
      </button>
      <button type="button" className={railButton} aria-label={muted ? 'Activar sonido' : 'Silenciar'} data-testid="reel-mute" onClick={onToggleMute}>
        <span className={iconWrap}>{muted ? <VolumeX size={24} aria-hidden="true" /> : <Volume2 size={24} aria-hidden="true" />}</span>
      </button>
    </div>
  );
}
