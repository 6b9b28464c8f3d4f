// The <video> index.html's boot loader started, visible and playing, for the page's first video (see
// BootPrefetch.video): handed, once, to the player that shows that source, which moves it into its own markup without
// a restart; released (stopped, its media freed) when no player takes it.

export { releaseBootVideo } from './boot-video-release';

/** Marks a page's placeholder that shows the boot video until the page's player takes it (BootVideoSlot). */
export const BOOT_VIDEO_SLOT = 'data-boot-video-slot';

/**
 * True once a player holds `el`: it is in the page, neither where the boot loader put it nor in a placeholder. (A
 * placeholder releases the video only after it left the page, so releaseBootVideo, in the first download, needs no
 * such test.)
 */
export function inPlayer(el: HTMLVideoElement): boolean {
  const parent = el.parentNode;
  return el.isConnected && parent !== document.body && !(parent instanceof Element && parent.hasAttribute(BOOT_VIDEO_SLOT));
}

/**
 * The boot loader's video when it is loading `src` (same absolute URL) without error and no player holds it yet; null
 * otherwise. Asking twice before it is placed (React's strict mode) gives the same element. The caller moves it into
 * its own markup and drops the boot loader's hiding (see `unhide`).
 */
export function takeBootVideo(src: string): HTMLVideoElement | null {
  if (typeof window === 'undefined') return null;
  const el = window.__nexoBootVideo;
  // Still where the boot loader put it (over the boot shell, at the end of <body>) or in a page's placeholder, not yet in a player.
  if (!el || inPlayer(el) || el.error) return null;
  let wanted: string;
  try {
    wanted = new URL(src, window.location.href).href;
  } catch {
    return null;
  }
  return el.currentSrc === wanted || el.src === wanted ? el : null;
}

/** Drops what placed and named the element while the boot loader held it (the player's markup does that now). */
export function unhide(el: HTMLVideoElement): void {
  el.removeAttribute('style');
  el.removeAttribute('aria-hidden');
  el.removeAttribute('data-reel-id');
}

/**
 * Moves `el` to the end of `parent` in one step. Where the browser has `moveBefore`, the element is never out of the
 * document; elsewhere removal and insertion happen in the same task, and a media element is only paused when it is
 * still out of the document once the task ends (HTML's "removed from a document" steps), so playback goes on.
 */
export function moveInto(parent: Element, el: Element): void {
  const move = (parent as Element & { moveBefore?: (node: Node, child: Node | null) => void }).moveBefore;
  if (typeof move === 'function' && el.isConnected && parent.isConnected) {
    try {
      return move.call(parent, el, null);
    } catch {
      // Different documents or a state moveBefore refuses: a plain insertion does the same here.
    }
  }
  parent.appendChild(el);
}

/** React's media event props and the DOM events they stand for (the ones a player may pass to HlsVideo). */
const EVENTS: Record<string, string> = {
  onCanPlay: 'canplay',
  onCanPlayThrough: 'canplaythrough',
  onPlaying: 'playing',
  onPlay: 'play',
  onPause: 'pause',
  onEnded: 'ended',
  onWaiting: 'waiting',
  onTimeUpdate: 'timeupdate',
  onLoadedData: 'loadeddata',
  onLoadedMetadata: 'loadedmetadata',
  onVolumeChange: 'volumechange',
  onClick: 'click',
};

/** Properties set on the element rather than as attributes (React does the same for these). */
const PROPERTIES: Record<string, 'muted' | 'loop' | 'playsInline' | 'autoplay' | 'preload' | 'poster' | 'controls'> = {
  muted: 'muted',
  loop: 'loop',
  playsInline: 'playsInline',
  autoPlay: 'autoplay',
  preload: 'preload',
  poster: 'poster',
  controls: 'controls',
};

/**
 * Applies React-style props to an adopted element (what React would do for a <video> it rendered); returns a function
 * that removes the listeners it added. Unknown on* props are ignored; other props become attributes.
 */
export function applyVideoProps(el: HTMLVideoElement, props: Record<string, unknown>): () => void {
  const listeners: [string, EventListener][] = [];
  for (const [name, value] of Object.entries(props)) {
    if (name in EVENTS) {
      if (typeof value !== 'function') continue;
      // React hands its handlers an event whose currentTarget is the element; a DOM event has the same.
      const listener: EventListener = (e) => (value as (ev: Event) => void)(e);
      el.addEventListener(EVENTS[name]!, listener);
      listeners.push([EVENTS[name]!, listener]);
    } else if (name in PROPERTIES) {
      const key = PROPERTIES[name]!;
      if (key === 'preload' || key === 'poster') {
        if (value == null) el.removeAttribute(key);
        else el.setAttribute(key, String(value));
      } else el[key] = !!value;
    } else if (name === 'className') el.className = String(value ?? '');
    else if (/^on[A-Z]/.test(name) || typeof value === 'function' || typeof value === 'object') continue;
    else if (value == null || value === false) el.removeAttribute(name);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  return () => {
    for (const [type, listener] of listeners) el.removeEventListener(type, listener);
  };
}
