// Settings form rules: name, avatar URL, bio and support link as the profiles table accepts them.

export interface ProfileForm {
  name: string;
  avatarUrl: string;
  bio: string;
  supportUrl: string;
}

export interface Problem {
  title: string;
  description: string;
  /** The name of the field to fix (focused and marked by the form). */
  field?: string;
}

export const NAME_MAX = 100;
export const BIO_MAX = 300;

const HTTP_URL = /^https?:\/\/\S+$/i;

function isAvatarUrl(value: string): boolean {
  return HTTP_URL.test(value) || (value.startsWith('/') && !value.startsWith('//'));
}

export function checkProfile(form: ProfileForm): Problem | null {
  const name = form.name.trim();
  if (!name) return { title: 'Nombre requerido', description: 'Por favor, escribe tu nombre.', field: 'name' };
  if (name.length > NAME_MAX) return { title: 'Nombre demasiado largo', description: `El nombre no puede superar ${NAME_MAX} caracteres.`, field: 'name' };
  if (form.bio.length > BIO_MAX) return { title: 'Biografía demasiado larga', description: `La biografía no puede superar ${BIO_MAX} caracteres.`, field: 'bio' };
  const avatar = form.avatarUrl.trim();
  if (avatar && !isAvatarUrl(avatar)) {
    return { title: 'Avatar no válido', description: 'La URL del avatar debe empezar por http:// o https://.', field: 'avatar_url' };
  }
  const support = form.supportUrl.trim();
  if (support && !HTTP_URL.test(support)) {
    return { title: 'Enlace de apoyo no válido', description: 'El enlace de apoyo debe empezar por http:// o https://.', field: 'support_url' };
  }
  return null;
}

/** What updateUser receives as metadata and what the profiles row receives (blank becomes null). */
export function toUpdates(form: ProfileForm): { metadata: Record<string, string>; supportUrl: string | null } {
  return {
    metadata: { full_name: form.name.trim(), avatar_url: form.avatarUrl.trim(), bio: form.bio.trim() },
    supportUrl: form.supportUrl.trim() || null,
  };
}
