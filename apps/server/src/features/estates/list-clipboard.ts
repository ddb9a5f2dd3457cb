import type { Db } from '../../db/client.ts';
import { cardsOf } from './card-page.ts';

/**
 * The clipboard's ads in the order of its ids (the order the visitor starred them); ads that were removed or
 * expired since are left out. The domain schema bounds the number of ids.
 */
export async function listClipboard(db: Db, estateIds: number[]) {
  const rows = await cardsOf(db, estateIds);
  return { rows, count: rows.length };
}
