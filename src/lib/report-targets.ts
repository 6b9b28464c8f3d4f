// What each reported kind is called in Spanish, for the staff queue and the reporter's 'Mis reportes'.
export const REPORT_TARGET_LABELS: Record<string, string> = {
  post: 'Publicación',
  comment: 'Comentario',
  reel: 'Reel',
  job: 'Oferta de empleo',
  live_message: 'Mensaje del chat en vivo',
  message: 'Mensaje directo',
  profile: 'Perfil',
  talent: 'Perfil de talento',
};
