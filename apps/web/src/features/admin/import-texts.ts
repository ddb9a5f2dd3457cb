// Texts of the admin's import screen that more than one section uses: dates, run states and an import's outcome.
import {
  formatDateTime as formatSiteDateTime,
  type ImportRunOutcome,
  importRunStatusLabels,
} from '@portal/domain';

/** The site's date and time (spec §9, Europe/Warsaw); 'nigdy' when nothing happened yet. */
export function formatDateTime(iso: string | null): string {
  return iso === null ? 'nigdy' : formatSiteDateTime(iso);
}

/** A run's state as the admin reads it; a state this screen does not know yet is shown as the server names it. */
export function runStatusLabel(status: string): string {
  return importRunStatusLabels[status] ?? status;
}

export const noPackages = 'Brak paczek do importu.';

/** What 'Importuj teraz' did: how many packages, what they changed, and the ones that were not imported. */
export function runOutcomeText(outcomes: ImportRunOutcome[]): string {
  if (outcomes.length === 0) return noPackages;
  const sum = (key: 'added' | 'updated' | 'withdrawn' | 'failed') =>
    outcomes.reduce((total, outcome) => total + ('runId' in outcome ? outcome[key] : 0), 0);
  const count = (status: string) => outcomes.filter((outcome) => outcome.status === status).length;
  const parts = [
    `Przetworzone paczki: ${outcomes.length}.`,
    `Dodane: ${sum('added')}, zmienione: ${sum('updated')}, wycofane: ${sum('withdrawn')}, pominięte: ${sum('failed')}.`,
  ];
  if (count('partial') > 0) parts.push(`Paczki zaimportowane częściowo: ${count('partial')}.`);
  if (count('failed') > 0) parts.push(`Nieudane paczki: ${count('failed')}.`);
  if (count('duplicate') > 0) parts.push(`Paczki zaimportowane wcześniej: ${count('duplicate')}.`);
  if (count('busy') > 0) parts.push('Inny import tej integracji jeszcze trwa.');
  return parts.join(' ');
}
