// 'Solicitar Contenido' form (spec part 2 §3): service, name, e-mail, instructions, all required.
export interface ContentDraft {
  serviceId: string;
  name: string;
  email: string;
  instructions: string;
}

export const INSTRUCTIONS_MAX = 2000;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function checkContent(d: ContentDraft): Partial<Record<keyof ContentDraft, string>> {
  const e: Partial<Record<keyof ContentDraft, string>> = {};
  if (!d.serviceId) e.serviceId = 'Elige un servicio.';
  if (!d.name.trim()) e.name = 'Escribe tu nombre.';
  if (!d.email.trim()) e.email = 'El correo electrónico es obligatorio.';
  else if (!EMAIL.test(d.email.trim())) e.email = 'Escribe un correo electrónico válido.';
  if (!d.instructions.trim()) e.instructions = 'Cuéntale al talento qué quieres recibir.';
  return e;
}
