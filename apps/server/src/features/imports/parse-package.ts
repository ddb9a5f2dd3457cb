import type { ImportFormat, IntegrationType } from '@portal/domain';
import { parseAsari } from './asari.adapter.ts';
import { parseEstiCrm } from './esticrm.adapter.ts';
import { parseOfertyNet } from './oferty-net.adapter.ts';
import type { ImportPackage } from './offer.ts';
import { parseOtodom } from './otodom.adapter.ts';
import { chooseFiles } from './recognise-format.ts';
import { parseVirgo } from './virgo.adapter.ts';

/**
 * Reads a package in the format the integration is set to, or in the best one its files are in ('auto'); when
 * other files were left aside, the run says which file was read.
 */
export function parsePackage(
  system: IntegrationType,
  xmlFiles: Map<string, string>,
  setting: ImportFormat = 'auto',
): ImportPackage {
  const { format, files, note } = chooseFiles(setting, xmlFiles);
  const main = [...files.values()][0]!;
  const pkg =
    format === 'asari'
      ? parseAsari(files)
      : format === 'esticrm'
        ? parseEstiCrm(files)
        : format === 'otodom'
          ? parseOtodom(main)
          : format === 'virgo'
            ? parseVirgo(main)
            : parseOfertyNet(main, system);
  return note ? { ...pkg, notes: [note, ...(pkg.notes ?? [])] } : pkg;
}
