// Apart from enums.ts: only the admin's screens and the importer use them, never a public page's first load.
/**
 * The file formats the importer reads. An integration is set to one of them, or to 'auto': each package's format is
 * recognised from its files (root element, file name), since CRMs write several formats into one ZIP.
 */
export const importFormats = ['auto', 'oferty-net', 'otodom', 'virgo', 'asari', 'esticrm'] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importFormatLabels: Record<ImportFormat, string> = {
  auto: 'rozpoznaj z paczki',
  'oferty-net': 'Oferty.net',
  otodom: 'Otodom',
  virgo: 'Galactica Virgo',
  asari: 'ASARI',
  esticrm: 'EstiCRM',
};
