// The expert session request form: preferred date (today or later), preferred time and topic, all required.
import * as sqlText from '@/lib/error-texts.gen';
export interface SessionDraft {
  date: string;
  time: string;
  topic: string;
}

export const TOPIC_MAX = 500;

/** 'YYYY-MM-DD' of a day in the viewer's time zone (what <input type="date"> reads and writes). */
export function localDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function checkSession(d: SessionDraft, today: string): Partial<Record<keyof SessionDraft, string>> {
  const e: Partial<Record<keyof SessionDraft, string>> = {};
  if (!d.date) e.date = 'Elige una fecha.';
  else if (d.date < today) e.date = sqlText.session_date_past;
  if (!d.time) e.time = 'Elige una hora.';
  if (!d.topic.trim()) e.topic = 'Cuéntale al experto de qué quieres hablar.';
  return e;
}
