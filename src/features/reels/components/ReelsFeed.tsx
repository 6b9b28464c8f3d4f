// /reels: the full-height snap-scroll feed. `/reels#<id>` opens at that reel and the hash follows the reel in view;
// only that reel plays, the next one is preloaded (not with data saver); arrows and J/K move between reels; with
// reduced motion the feed jumps instead of gliding and nothing starts by itself. Members publish from here and
// authors delete their own reels.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { releaseBootVideo } from '@/components/media/boot-video';
import { Dialog, Toggle } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { reelsFeedQuery } from '../api/reels-feed-query';
import type { Reel } from '../api/types';
import { clampIndex, reelIdFromHash, stepForKey, videoRole } from '../feed-rules';
import { DATA_SAVER_KEY, MUTED_KEY, useStoredFlag } from '../preferences';
import { useLiveReels } from '../use-live-reels';
import { useReducedMotion } from '../use-reduced-motion';
import { DeleteReel } from './DeleteReel';
import { PublishReel } from './PublishReel';
import { ReelItem } from './ReelItem';

export interface ReelsFeedProps {
  /** The comments panel of a reel (the route composes the comments feature here). */
  renderComments?: (reel: Reel) => ReactNode;
}

const LIVE_AFTER_MS = 2000;

const FEED_HEIGHT = 'h-[calc(100dvh-12rem)] min-h-[26rem]';

export function ReelsFeed({ renderComments }: ReelsFeedProps) {
  const viewerId = useAuth().user?.id ?? null;
  const query = useQuery(reelsFeedQuery(viewerId));
  // The live channel (a socket, a subscription and a second read of the feed) and the next reel's preload wait until
  // the first reel plays, or LIVE_AFTER_MS at most: starting them at once competes with the first video for the
  // network, the decoder and the CPU.
  const [live, setLive] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLive(true), LIVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useLiveReels(viewerId, live);
  // The first reel's video index.html's boot loader started (on phones) is adopted by that reel's player in its layout
  // effect; once the feed has rendered (or failed, or is empty), and when the viewer leaves, a video nobody took goes.
  const settled = query.status !== 'pending';
  useEffect(() => {
    if (settled) releaseBootVideo();
  }, [settled]);
  useEffect(() => releaseBootVideo, []);
  const [dataSaver, setDataSaver] = useStoredFlag(DATA_SAVER_KEY, false);
  // A reel just published: the feed moves to it once the refreshed list holds it.
  const [focusId, setFocusId] = useState<number | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Reels</h1>
        <div className="flex items-center gap-3">
          <Toggle label={<span className="text-sm">Ahorro de datos</span>} checked={dataSaver} onChange={(e) => setDataSaver(e.target.checked)} data-testid="reels-data-saver" />
          <PublishReel onPublished={setFocusId} />
        </div>
      </div>
      <QueryState
        query={query}
        pending={<div className={`${FEED_HEIGHT} animate-pulse rounded-2xl bg-base-300`} role="status" aria-label="Cargando reels" />}
        empty={{ icon: <Clapperboard size={32} />, message: 'Aún no hay reels. ¡Sé el primero en publicar uno!' }}
      >
        {(reels) => <FeedList reels={reels} dataSaver={dataSaver} preloadNext={live} onStarted={() => setLive(true)} renderComments={renderComments} viewerId={viewerId} focusId={focusId} onFocused={() => setFocusId(null)} />}
      </QueryState>
    </div>
  );
}

interface FeedListProps {
  reels: Reel[];
  dataSaver: boolean;
  viewerId: string | null;
  renderComments?: (reel: Reel) => ReactNode;
  focusId: number | null;
  onFocused: () => void;
  /** Whether the reel after the current one may be preloaded yet. */
  preloadNext: boolean;
  /** A reel started playing. */
  onStarted: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || !!target.closest('dialog[open]'));
}

function FeedList({ reels, dataSaver, viewerId, renderComments, focusId, onFocused, preloadNext, onStarted }: FeedListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const reduced = useReducedMotion();
  const [mutedPreference, setMuted] = useStoredFlag(MUTED_KEY, true);
  // Browsers refuse sound before the first gesture on the page: until the viewer asks, the feed plays muted.
  const [soundBlocked, setSoundBlocked] = useState(false);
  const muted = mutedPreference || soundBlocked;
  const [currentId, setCurrentId] = useState<number | null>(() => {
    const wanted = reelIdFromHash(window.location.hash);
    return reels.some((r) => r.id === wanted) ? wanted : (reels[0]?.id ?? null);
  });
  const [commentsFor, setCommentsFor] = useState<number | null>(null);
  const positioned = useRef(false);
  const found = reels.findIndex((r) => r.id === currentId);
  const currentIndex = found < 0 ? 0 : found;

  const scrollToIndex = useCallback(
    (index: number, smooth: boolean) => {
      const el = items.current.get(reels[index]?.id ?? -1);
      el?.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'instant', block: 'start' });
    },
    [reels, reduced],
  );

  // Open at the reel the hash names, before the first paint.
  useLayoutEffect(() => {
    if (positioned.current) return;
    positioned.current = true;
    if (currentIndex > 0) scrollToIndex(currentIndex, false);
  }, [currentIndex, scrollToIndex]);

  // The reel in view becomes the current one.
  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= 0.6) setCurrentId(Number((entry.target as HTMLElement).dataset.reelId));
        }
      },
      { root, threshold: [0.6] },
    );
    items.current.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [reels]);

  // The hash follows the reel in view (replacing the entry: scrolling is not navigation).
  const current = reels[currentIndex];
  useEffect(() => {
    if (!current || window.location.hash === `#${current.id}`) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${current.id}`);
  }, [current]);

  // A link to another reel of this page (/reels#id while on /reels) scrolls there.
  useEffect(() => {
    const onHash = () => {
      const id = reelIdFromHash(window.location.hash);
      const index = reels.findIndex((r) => r.id === id);
      if (index >= 0 && id !== currentId) scrollToIndex(index, true);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [reels, currentId, scrollToIndex]);

  // A reel just published: go to it as soon as it is in the list.
  useEffect(() => {
    if (focusId === null) return;
    const index = reels.findIndex((r) => r.id === focusId);
    if (index < 0) return;
    scrollToIndex(index, false);
    onFocused();
  }, [focusId, reels, scrollToIndex, onFocused]);

  // Arrows and J/K move one reel.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const step = stepForKey(e.key, isTyping(e.target));
      if (!step) return;
      e.preventDefault();
      const next = clampIndex(currentIndex, step, reels.length);
      if (next !== currentIndex) scrollToIndex(next, true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [currentIndex, reels.length, scrollToIndex]);

  const commentsReel = reels.find((r) => r.id === commentsFor) ?? null;
  return (
    <>
      <div
        ref={scroller}
        className={`${FEED_HEIGHT} snap-y snap-mandatory overflow-y-auto overscroll-contain rounded-2xl bg-black [scrollbar-width:none] ${reduced ? '' : 'scroll-smooth'}`}
        data-testid="reels-feed"
        aria-label="Reels: usa las flechas o J y K para cambiar de reel"
        tabIndex={0}
        role="region"
      >
        {reels.map((reel, index) => (
          <ReelItem
            key={reel.id}
            ref={(el) => {
              if (el) items.current.set(reel.id, el);
              else items.current.delete(reel.id);
            }}
            reel={reel}
            index={index}
            role={videoRole(index, currentIndex, dataSaver || !preloadNext)}
            muted={muted}
            dataSaver={dataSaver}
            autoStart={!reduced}
            onToggleMute={() => {
              setSoundBlocked(false);
              setMuted(!muted);
            }}
            onSoundBlocked={() => setSoundBlocked(true)}
            onPlaying={onStarted}
            onOpenComments={() => setCommentsFor(reel.id)}
            ownerActions={viewerId && reel.user_id === viewerId ? <DeleteReel reelId={reel.id} /> : undefined}
          />
        ))}
      </div>
      <Dialog open={!!commentsReel} title="Comentarios" onClose={() => setCommentsFor(null)}>
        {commentsReel ? (renderComments?.(commentsReel) ?? <p className="text-sm">Los comentarios no están disponibles.</p>) : null}
      </Dialog>
    </>
  );
}
