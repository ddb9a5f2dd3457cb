import type { Db } from '../../db/client.ts';
import { forgetEstimates } from './count-listed.ts';
import { forgetAnchors } from './list-category.ts';

/** What the lists remember between requests besides their answers: count estimates and deep-page anchors. */
export function forgetListMemory(db: Db): void {
  forgetEstimates(db);
  forgetAnchors(db);
}
