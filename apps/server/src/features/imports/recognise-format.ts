import { basename } from 'node:path';
import { type ImportFormat, importFormatLabels } from '@portal/domain';
import { ImportProblem } from './import-problems.ts';

/** A format the importer reads (an integration's setting 'auto' is none of them). */
export type FileFormat = Exclude<ImportFormat, 'auto'>;

// The root element each format's main file has; ASARI's manifest and offer files share <PACKAGE>.
const formatByRoot: Record<string, FileFormat> = {
  plik: 'oferty-net',
  otoDom: 'otodom',
  Dane: 'virgo',
  offers: 'esticrm',
  PACKAGE: 'asari',
};

// When a ZIP holds several formats (CRMs write one per portal), the one that says most: a CRM's native format
// before the portals' ones, and Oferty.net, which names places, before Otodom, which gives codes.
const preference: FileFormat[] = ['asari', 'esticrm', 'virgo', 'oferty-net', 'otodom'];

/** ASARI's and EstiCRM's dictionaries: read with their package's offers, in no format of their own. */
const isDefinitions = (name: string) => /^defini(c)?tions\.xml$/i.test(basename(name));

/** The package's files to read, in the format chosen, and the line telling which file that was when there was a choice. */
export type ChosenFiles = { format: FileFormat; files: Map<string, string>; note: string | null };

/**
 * Chooses what to read of a package: the files of the format the integration is set to, or, for 'auto', of the
 * best format recognised. A file in no format the portal reads is named as such, never as a missing element of
 * another format.
 */
export function chooseFiles(setting: ImportFormat, xmlFiles: Map<string, string>): ChosenFiles {
  const names = [...xmlFiles.keys()].sort();
  const formats = new Map(
    names.filter((name) => !isDefinitions(name)).map((name) => [name, formatOf(xmlFiles.get(name)!)]),
  );
  const found = preference.filter((format) => [...formats.values()].includes(format));
  const format = setting === 'auto' ? found[0] : setting;
  if (!format) {
    const unknown = [...formats.keys()].map((name) => `nieobsługiwany format pliku ${basename(name)}`);
    throw new ImportProblem(unknown.length > 0 ? unknown.join('; ') : 'brak pliku XML w paczce');
  }
  const read = [...formats].filter(([, of]) => of === format).map(([name]) => name);
  if (read.length === 0) {
    throw new ImportProblem(
      `brak pliku w formacie ${importFormatLabels[format]}, ustawionym dla integracji; w paczce: ${described(formats)}`,
    );
  }
  // ASARI reads every offer file its manifest lists; the other formats have one main file.
  const main = format === 'asari' ? read : read.slice(0, 1);
  const files = new Map(
    names
      .filter((name) => main.includes(name) || isDefinitions(name))
      .map((name) => [name, xmlFiles.get(name)!]),
  );
  const others = new Map([...formats].filter(([name]) => !main.includes(name)));
  const note =
    others.size === 0
      ? null
      : `odczytano plik ${main.map((name) => basename(name)).join(', ')} (${importFormatLabels[format]}); pominięto: ${described(others)}`;
  return { format, files, note };
}

/** The format a file is in, by its root element; null for one the portal does not read (NOE, Gratka, …). */
export function formatOf(text: string): FileFormat | null {
  // Past the declaration, comments, processing instructions and a DOCTYPE (which the parser refuses) to the root.
  const prolog =
    /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*<([A-Za-z_][\w.-]*)/;
  const root = prolog.exec(text.replace(/^\ufeff/, ''))?.[1];
  return (root && formatByRoot[root]) || null;
}

function described(formats: Map<string, FileFormat | null>): string {
  return [...formats]
    .map(
      ([name, format]) =>
        `${basename(name)} (${format ? importFormatLabels[format] : 'nieobsługiwany format'})`,
    )
    .join(', ');
}
