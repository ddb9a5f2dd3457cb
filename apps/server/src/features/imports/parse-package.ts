import type { IntegrationType } from '@portal/domain';
import { parseAsari } from './asari.adapter.ts';
import { parseEstiCrm } from './esticrm.adapter.ts';
import { ImportProblem } from './import-problems.ts';
import { parseOfertyNet } from './oferty-net.adapter.ts';
import type { ImportPackage } from './offer.ts';

/** Chooses the adapter of the integration's CRM: three wire formats serve the five systems. */
export function parsePackage(system: IntegrationType, xmlFiles: Map<string, string>): ImportPackage {
  if (system === 'asari') return parseAsari(xmlFiles);
  if (system === 'esticrm') return parseEstiCrm(xmlFiles);
  const names = [...xmlFiles.keys()];
  const main =
    names.find((name) => /(^|\/)oferty\.xml$/i.test(name)) ?? (names.length === 1 ? names[0] : undefined);
  if (!main) throw new ImportProblem('brak pliku oferty.xml w paczce');
  return parseOfertyNet(xmlFiles.get(main)!, system);
}
