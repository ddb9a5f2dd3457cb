// A small RFC 4180 reader for the shipped TERYT files: quoted fields, doubled quotes, LF or CRLF line ends.
export function parseCsv(text: string): Record<string, string>[] {
  const records = parseRecords(text);
  const header = records.shift() ?? [];
  return records.map((fields) => Object.fromEntries(header.map((key, i) => [key, fields[i] ?? ''])));
}

function parseRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      fields.push(field.endsWith('\r') ? field.slice(0, -1) : field);
      records.push(fields);
      fields = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || fields.length > 0) records.push([...fields, field]);
  return records;
}
