// The status an open page shows, re-evaluated exactly when it may change: at the next boundary while the clock decides
// (so the page flips to 'en vivo' at the start without reload), or a grace after it while the channel does.
import { useEffect, useState } from 'react';
import type { LiveClock } from './api/types';
import { nextStatusCheck, resolveStatus, type LiveStatus, type StatusReport } from './status';

/** setTimeout's longest delay (about 24.8 days); a later check simply waits again. */
const MAX_DELAY_MS = 2_147_483_647;

function newest(a: StatusReport | null, b: StatusReport | null): StatusReport | null {
  if (!a) return b;
  if (!b) return a;
  return b.at >= a.at ? b : a;
}

export interface LiveStatusView {
  status: LiveStatus;
  /** Now on the server clock, as of the last evaluation. */
  now: number;
}

export function useLiveStatus(clock: LiveClock, subscribed: boolean, channelReport: StatusReport | null): LiveStatusView {
  const { startsAt, endsAt, offset } = clock;
  const report = newest(clock.report, channelReport);
  const [now, setNow] = useState(() => Date.now() + offset);
  const reportStatus = report?.status;
  const reportAt = report?.at;

  useEffect(() => {
    const current = reportStatus && reportAt !== undefined ? { status: reportStatus, at: reportAt } : null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      const t = Date.now() + offset;
      setNow(t);
      const next = nextStatusCheck({ startsAt, endsAt, now: t, subscribed, report: current });
      // A millisecond past the boundary, so the comparison there is already on the new side.
      if (next !== null) timer = setTimeout(evaluate, Math.min(MAX_DELAY_MS, next - t + 1));
    };
    timer = setTimeout(evaluate, 0);
    return () => clearTimeout(timer);
  }, [startsAt, endsAt, offset, subscribed, reportStatus, reportAt]);

  return { status: resolveStatus({ startsAt, endsAt, now, subscribed, report }), now };
}
