// Spanish texts of a live event: the countdown before it starts, its price ('Gratis' when free), its duration, its id.
import { formatPrice } from '@/lib/format';

/** 'Comienza en 2 d 3 h', 'Comienza en 2 h 5 min', 'Comienza en 4 min 10 s', 'Comienza en 8 s'. */
export function formatCountdown(remainingMs: number): string {
  // Rounded up so the last second reads '1 s', never '0 s', while the event is still pending.
  const total = Math.ceil(remainingMs / 1000);
  if (total <= 0) return 'Comienza en instantes';
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts =
    days > 0
      ? [`${days} d`, hours ? `${hours} h` : '']
      : hours > 0
        ? [`${hours} h`, minutes ? `${minutes} min` : '']
        : minutes > 0
          ? [`${minutes} min`, seconds ? `${seconds} s` : '']
          : [`${seconds} s`];
  return `Comienza en ${parts.filter(Boolean).join(' ')}`;
}

/** How often the countdown text can change: every second in the last hour, every minute before. */
export function countdownTick(remainingMs: number): number {
  return remainingMs <= 3_600_000 ? 1000 : 60_000;
}

/** 'Gratis' for a free event (0 or no price), otherwise the amount in USD. */
export function formatEventPrice(price: number | string | null | undefined): string {
  return price === null || price === undefined ? 'Gratis' : formatPrice(price);
}

/** A span of minutes in Spanish: '2 horas', '1 hora 30 minutos', '45 minutos'. */
export function formatMinutes(totalMinutes: number): string {
  const m = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(m / 60);
  const minutes = m % 60;
  const h = hours ? `${hours} ${hours === 1 ? 'hora' : 'horas'}` : '';
  const min = minutes || !hours ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}` : '';
  return [h, min].filter(Boolean).join(' ');
}

/** The event's own duration text ('2 horas') when it has one; otherwise the span between start and end. */
export function formatDuration(text: string | null | undefined, startsAt: number, endsAt: number): string {
  const own = text?.trim();
  return own ? own : formatMinutes((endsAt - startsAt) / 60_000);
}
