// Share a profile link: the Web Share API when present, otherwise the clipboard; the spec's toasts either way.
import { notify } from '@/lib/toast';

export async function shareProfile(profile: { id: string; name: string }): Promise<void> {
  const url = `${window.location.origin}/profile/${profile.id}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: profile.name, url });
      notify({ title: 'Perfil compartido', description: '¡Gracias por compartir!', variant: 'success' });
    } catch (e) {
      // Closing the share sheet is not an error.
      if (e instanceof DOMException && e.name === 'AbortError') return;
      notify({ title: 'Error al compartir', description: 'No se pudo compartir el perfil.', variant: 'destructive' });
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ title: 'Enlace copiado', description: 'El enlace del perfil se copió al portapapeles.', variant: 'success' });
  } catch {
    notify({ title: 'Error al copiar', description: 'No se pudo copiar el enlace.', variant: 'destructive' });
  }
}
