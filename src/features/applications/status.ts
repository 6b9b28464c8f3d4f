// Spanish labels of request and application statuses and kinds.
export const STATUS_LABELS: Record<string, string> = {
  pending: 'En revisión',
  approved: 'Aprobada',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  delivered: 'Entregada',
  sent: 'Enviada',
  closed: 'Oferta cerrada',
  open: 'Abierta',
};

export const KIND_LABELS: Record<string, string> = {
  host: 'Anfitrión de sesiones en vivo',
  instructor: 'Instructor',
  expert: 'Experto en vivo',
  talent: 'Talento',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
