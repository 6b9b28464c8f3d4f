// 'Mis reportes': how a report's target kind and status read in Spanish, and where a reported target can be opened.
import { REPORT_TARGET_LABELS } from '@/lib/report-targets';

export type ReportStatus = 'open' | 'reviewed' | 'dismissed';

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Pendiente', reviewed: 'Revisado', dismissed: 'Descartado' };

/** The target kind in Spanish ('Contenido' for a kind this version does not know). */
export function reportKindLabel(kind: string): string {
  return REPORT_TARGET_LABELS[kind] ?? 'Contenido';
}

/** The status as the member reads it; an unknown status counts as still pending. */
export function reportStatusLabel(status: string): string {
  return STATUS_LABELS[status as ReportStatus] ?? STATUS_LABELS.open;
}

/** The page of a reported post or profile (other kinds have no page of their own to link). */
export function reportTargetPath(kind: string, targetId: string): string | null {
  if (kind === 'post' && /^\d+$/.test(targetId)) return `/post/${targetId}`;
  if (kind === 'profile') return `/profile/${targetId}`;
  return null;
}
