import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'iso-8859-2' | 'windows-1250';

/**
 * Turns the bytes of a CRM's XML into text. Current feeds are UTF-8 (Galactica with a BOM), old Oferty.net
 * exporters wrote ISO-8859-2, and windows-1250 is possible: the BOM wins, then the XML declaration, then a strict
 * UTF-8 decode; bytes that are not UTF-8 are ISO-8859-2 unless they use cp1250's own letters (ś ź Ś Ź at
 * 0x9C 0x9F 0x8C 0x8F, which are control codes in ISO-8859-2).
 */
export function decodeText(bytes: Buffer): { text: string; encoding: TextEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: strictUtf8(bytes.subarray(3)), encoding: 'utf-8' };
  }
  const declared = declaredEncoding(bytes);
  if (declared === 'iso-8859-2' || declared === 'windows-1250') {
    return { text: iconv.decode(bytes, declared), encoding: declared };
  }
  try {
    return { text: strictUtf8(bytes), encoding: 'utf-8' };
  } catch (error) {
    // Declared UTF-8 but not UTF-8 is a broken file, not a guess to make.
    if (declared === 'utf-8') throw error;
    const encoding = usesCp1250Letters(bytes) ? 'windows-1250' : 'iso-8859-2';
    return { text: iconv.decode(bytes, encoding), encoding };
  }
}

function strictUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error('plik nie jest poprawnym tekstem UTF-8');
  }
}

function declaredEncoding(bytes: Buffer): TextEncoding | 'other' | undefined {
  const head = bytes.subarray(0, 200).toString('latin1');
  const match = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (!match) return undefined;
  const name = match[1]!.toLowerCase().replace(/_/g, '-');
  if (name === 'utf-8' || name === 'utf8') return 'utf-8';
  if (name === 'iso-8859-2' || name === 'latin2') return 'iso-8859-2';
  if (name === 'windows-1250' || name === 'cp1250') return 'windows-1250';
  return 'other';
}

function usesCp1250Letters(bytes: Buffer): boolean {
  return bytes.some((byte) => byte === 0x8c || byte === 0x8f || byte === 0x9c || byte === 0x9f);
}
