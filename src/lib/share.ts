// Share a link with the Web Share API, falling back to the clipboard; the toast for each outcome is the caller's wording.
import { notify, type ToastInput } from './toast';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'share-failed' | 'copy-failed';

export async function shareLink(url: string, title: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (e) {
      // Closing the share sheet is not an error.
      if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
      return 'share-failed';
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'copy-failed';
  }
}

/** What to say after sharing one kind of thing (a post, a profile, a reel); a failed copy is worded the same for all. */
export interface ShareWording {
  shared: ToastInput;
  copied: ToastInput;
  shareFailed: ToastInput;
}

const COPY_FAILED: ToastInput = { title: 'Error al copiar', description: 'No se pudo copiar el enlace.', variant: 'destructive' };

/** Shares `url` and shows the toast of the outcome (none when the member closes the share sheet). */
export async function shareWithToast(url: string, title: string, wording: ShareWording, nav?: Navigator): Promise<ShareOutcome> {
  const outcome = await shareLink(url, title, nav);
  const toast = { shared: wording.shared, copied: wording.copied, 'share-failed': wording.shareFailed, 'copy-failed': COPY_FAILED, cancelled: null }[outcome];
  if (toast) notify(toast);
  return outcome;
}
