// Search by ad number (numer ogłoszenia): what a visitor types to find an ad a friend named or a print-out shows.
import { parseIdSegment } from './routes.ts';

/** '12345', 'nr 12345', 'nr. 12345', 'numer 12345', '#12345' → 12345; anything else (words, 0, 01) → undefined. */
export function parseAdNumber(text: string | null | undefined): number | undefined {
  const digits = /^\s*(?:(?:nr\.?|numer)\s*|#\s*)?(\d+)\s*$/i.exec(text ?? '')?.[1];
  return parseIdSegment(digits);
}
