// Share a link with the Web Share API, falling back to the clipboard; answers what happened for the toast.
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'share-failed' | 'copy-failed';

export async function shareLink(url: string, title: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (e) {
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
