// The staff screens' Spanish words: reported kinds, decisions, log actions, application kinds and suspension lengths.
import { REPORT_TARGET_LABELS } from '@/lib/report-targets';

/** The reported kinds (the queue's filter and badges). */
export const TARGET_LABELS = REPORT_TARGET_LABELS;

/** What the staff log names as targets: the reported kinds and applications. */
export const LOG_TARGET_LABELS: Record<string, string> = { ...REPORT_TARGET_LABELS, application: 'Solicitud' };

export type Decision = 'dismiss' | 'hide' | 'restore' | 'warn' | 'suspend';

export const DECISION_LABELS: Record<Decision, string> = {
  dismiss: 'Descartar los reportes',
  hide: 'Ocultar el contenido',
  restore: 'Restaurar el contenido',
  warn: 'Advertir al autor',
  suspend: 'Suspender al autor',
};

/** What an open item can get: hiding only where the kind can be hidden (not profiles or talents). */
export function decisionsFor(kind: string): Decision[] {
  return kind === 'profile' || kind === 'talent' ? ['dismiss', 'warn', 'suspend'] : ['dismiss', 'hide', 'warn', 'suspend'];
}

export const ACTION_LABELS: Record<string, string> = {
  set_role: 'Cambió un rol',
  claim: 'Tomó un elemento',
  release: 'Liberó un elemento',
  dismiss: 'Descartó reportes',
  hide: 'Ocultó contenido',
  restore: 'Restauró contenido',
  warn: 'Advirtió a un autor',
  suspend: 'Suspendió a un miembro',
  lift_suspension: 'Levantó una suspensión',
  approve_application: 'Aprobó una solicitud',
  reject_application: 'Rechazó una solicitud',
  delete_live_message: 'Eliminó un mensaje en vivo',
  timeout_live_member: 'Silenció a un miembro en vivo',
  lift_live_timeout: 'Quitó un silencio en vivo',
};

export const APPLICATION_KIND_LABELS: Record<string, string> = {
  host: 'Anfitrión de sesiones en vivo',
  instructor: 'Instructor',
  expert: 'Experto',
  talent: 'Talento',
};

/** Suspension lengths offered, in hours (the database takes 1 to 876000). */
export const SUSPENSION_HOURS = [
  { hours: 24, label: '1 día' },
  { hours: 72, label: '3 días' },
  { hours: 168, label: '7 días' },
  { hours: 720, label: '30 días' },
] as const;
