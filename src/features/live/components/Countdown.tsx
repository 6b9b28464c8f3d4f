// 'Comienza en 2 h 5 min': the time left until the start on the server clock, ticking every second in the last hour.
import { useEffect, useState } from 'react';
import { countdownTick, formatCountdown } from '../format';

export function Countdown({ startsAt, offset }: { startsAt: number; offset: number }) {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now() + offset;
      setNow(t);
      const left = startsAt - t;
      if (left <= 0) return;
      // Wake up when the shown text changes: at the next whole second (or minute) of time left.
      const step = countdownTick(left);
      timer = setTimeout(tick, (left % step || step) + 1);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [startsAt, offset]);
  return (
    <p className="tabular text-2xl font-semibold sm:text-3xl" data-testid="countdown">
      {formatCountdown(startsAt - now)}
    </p>
  );
}
