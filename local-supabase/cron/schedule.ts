// Parses pg_cron schedules ('*/5 * * * *', six fields with seconds, '@daily', '30 seconds') and tells whether a UTC second is due.
export type Schedule =
  | { kind: 'interval'; seconds: number }
  | { kind: 'reboot' }
  | {
      kind: 'cron';
      second: Set<number>;
      minute: Set<number>;
      hour: Set<number>;
      dom: Set<number>;
      month: Set<number>;
      dow: Set<number>;
      /** Day-of-month '$' = last day of the month (pg_cron extension). */
      lastDom: boolean;
      domRestricted: boolean;
      dowRestricted: boolean;
    };

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export class ScheduleError extends Error {}

function parseField(field: string, min: number, max: number, names?: string[], nameBase = 0): Set<number> {
  const out = new Set<number>();
  const value = (v: string): number => {
    const lower = v.toLowerCase();
    const idx = names?.indexOf(lower) ?? -1;
    const n = idx >= 0 ? idx + nameBase : /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) throw new ScheduleError(`value ${v} out of range ${min}-${max}`);
    return n;
  };
  for (const part of field.split(',')) {
    const m = /^([^/]+)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new ScheduleError(`bad field ${field}`);
    const step = m[2] !== undefined ? Number(m[2]) : 1;
    if (step < 1) throw new ScheduleError(`bad step in ${field}`);
    let lo: number;
    let hi: number;
    if (m[1] === '*') [lo, hi] = [min, max];
    else if (m[1].includes('-')) {
      const [a, b] = m[1].split('-');
      [lo, hi] = [value(a), value(b)];
      if (lo > hi) throw new ScheduleError(`bad range ${m[1]}`);
    } else {
      lo = value(m[1]);
      hi = m[2] !== undefined ? max : lo;
    }
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return out;
}

export function parseSchedule(text: string): Schedule {
  const s = text.trim().toLowerCase();
  const interval = /^(\d+)\s+seconds?$/.exec(s);
  if (interval) {
    const n = Number(interval[1]);
    if (n < 1 || n > 59) throw new ScheduleError(`interval must be 1-59 seconds: ${text}`);
    return { kind: 'interval', seconds: n };
  }
  if (s === '@reboot') return { kind: 'reboot' };
  const expr = MACROS[s] ?? s;
  if (expr.startsWith('@')) throw new ScheduleError(`unknown macro ${text}`);
  const parts = expr.split(/\s+/);
  if (parts.length !== 5 && parts.length !== 6) throw new ScheduleError(`expected 5 or 6 fields: ${text}`);
  const [sec, min, hour, dom, month, dow] = parts.length === 6 ? parts : ['0', ...parts];
  const lastDom = dom === '$';
  const dowSet = parseField(dow, 0, 7, DAYS);
  if (dowSet.has(7)) {
    dowSet.delete(7);
    dowSet.add(0);
  }
  return {
    kind: 'cron',
    second: parseField(sec, 0, 59),
    minute: parseField(min, 0, 59),
    hour: parseField(hour, 0, 23),
    dom: lastDom ? new Set() : parseField(dom, 1, 31),
    month: parseField(month, 1, 12, MONTHS, 1),
    dow: dowSet,
    lastDom,
    domRestricted: dom !== '*',
    dowRestricted: dow !== '*',
  };
}

/** Whether a cron schedule fires at this UTC second (interval and reboot schedules are timed by the runner). */
export function cronMatches(s: Schedule, at: Date): boolean {
  if (s.kind !== 'cron') return false;
  if (!s.second.has(at.getUTCSeconds()) || !s.minute.has(at.getUTCMinutes()) || !s.hour.has(at.getUTCHours())) return false;
  if (!s.month.has(at.getUTCMonth() + 1)) return false;
  const day = at.getUTCDate();
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  const domOk = s.lastDom ? day === lastDay : s.dom.has(day);
  const dowOk = s.dow.has(at.getUTCDay());
  // Classic cron: when both day fields are restricted, either one matching is enough.
  if (s.domRestricted && s.dowRestricted) return domOk || dowOk;
  return domOk && dowOk;
}

/** Whether a job is due at second `now` (epoch ms, whole second), given when it last started (epoch ms) or was first seen. */
export function isDue(s: Schedule, now: number, lastStart: number | undefined, firstSeen: number): boolean {
  if (s.kind === 'interval') return now - (lastStart ?? firstSeen) >= s.seconds * 1000;
  if (s.kind === 'reboot') return lastStart === undefined;
  return cronMatches(s, new Date(now));
}
