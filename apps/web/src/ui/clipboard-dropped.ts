// The FAQ's clipboard limit, told: when a star pushes the oldest ad out of the full clipboard, the person learns
// which one went (by its title, or its number when the ad is no longer listed).
import { apiPaths, Limits } from '@portal/domain';
import { apiGet } from '../api/client.ts';
import { showFlash } from './flash.tsx';

function droppedText(dropped: string): string {
  return `Schowek mieści najwyżej ${Limits.clipboardMax} ogłoszeń, dlatego usunięto z niego najdawniej dodane: ${dropped}.`;
}

async function titleOf(estateId: number): Promise<string | undefined> {
  try {
    const { rows } = await apiGet(apiPaths.estates.safe([estateId]), {
      schema: (schemas) => schemas.EstateCardListSchema,
    });
    return rows[0]?.title;
  } catch {
    // The title is a courtesy: the message goes out with the ad's number instead.
    return undefined;
  }
}

export async function announceDropped(estateId: number): Promise<void> {
  const title = await titleOf(estateId);
  showFlash('success', droppedText(title ? `„${title}”` : `ogłoszenie nr ${estateId}`));
}
