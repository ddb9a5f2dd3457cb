import { ColumnBounds, Limits } from '@portal/domain';
import { readCookie } from '../../http/cookies.ts';

/**
 * The ids of the visitor's clipboard (the `safe` cookie, spec §4: a URI-encoded JSON array) from a Cookie header.
 * A cookie that does not read as such is no clipboard: the login it came with goes on regardless.
 */
export function clipboardFromCookie(header: string | undefined): number[] {
  const raw = readCookie(header, 'safe');
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!Array.isArray(value)) return [];
    const ids = value.filter(
      (id): id is number => Number.isInteger(id) && id > 0 && id <= ColumnBounds.int4Max,
    );
    return [...new Set(ids)].slice(0, Limits.clipboardRequestMax);
  } catch {
    return [];
  }
}

/** Empties the clipboard cookie: once merged, the stars follow the account. */
export const clearedClipboardCookie = 'safe=; Path=/; Max-Age=0; SameSite=Lax';
