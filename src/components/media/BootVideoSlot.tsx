// A player's placeholder while its page's data loads: it shows the boot loader's video (already playing) in the player's
// place, so the stream is on screen before the page can render the player, which then takes the same element.
import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { BOOT_VIDEO_SLOT, inPlayer, moveInto, releaseBootVideo, unhide } from './boot-video';

export function BootVideoSlot({ fallback, ...box }: HTMLAttributes<HTMLDivElement> & { fallback: ReactNode }) {
  const slot = useRef<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const el = window.__nexoBootVideo;
    const at = slot.current;
    if (!el || !at || inPlayer(el) || el.error) return;
    moveInto(at, el);
    unhide(el);
    el.className = 'h-full w-full';
    setShown(true);
    return () => {
      // The player takes it in the same commit as this placeholder leaves; a video nobody took is released.
      setTimeout(() => {
        if (window.__nexoBootVideo === el && !el.isConnected) releaseBootVideo();
      }, 0);
    };
  }, []);
  return (
    <div ref={slot} {...box} {...{ [BOOT_VIDEO_SLOT]: '' }}>
      {shown ? null : fallback}
    </div>
  );
}
