// Sharing an ad: the platform's share sheet where the browser has one (phones), otherwise the link copied.

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';
type Shared = { title: string; url: string };
type Platform = Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share' | 'canShare'>>;

export async function shareLink(shared: Shared, platform: Platform = navigator): Promise<ShareOutcome> {
  if (platform.share && (platform.canShare?.(shared) ?? true)) {
    try {
      await platform.share(shared);
      return 'shared';
    } catch (error) {
      // The visitor closed the sheet: nothing to say. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await platform.clipboard.writeText(shared.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
