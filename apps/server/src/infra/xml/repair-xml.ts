// A raw '&' that starts no reference, and the control characters XML 1.0 forbids: CRMs let both slip in from text
// pasted into a description, and either one makes the whole file ill-formed. What they meant is unambiguous.
const rawAmpersand = /&(?!#\d+;|#x[0-9a-f]+;|[a-z_][\w.-]*;)/gi;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// Inside CDATA a '&' is text already.
const cdata = /(<!\[CDATA\[[\s\S]*?\]\]>)/;

/** The file as its CRM meant it: raw ampersands escaped (outside CDATA), forbidden control characters dropped. */
export function repairXml(text: string): string {
  return text
    .split(cdata)
    .map((part, index) =>
      index % 2 === 1
        ? part.replace(forbidden, '')
        : part.replace(forbidden, '').replace(rawAmpersand, '&amp;'),
    )
    .join('');
}
