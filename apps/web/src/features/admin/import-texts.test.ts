import type { ImportRunOutcome } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { formatDateTime, runOutcomeText, runStatusLabel } from './import-texts.ts';

describe('import texts', () => {
  it('sums what the packages changed and names the ones not imported', () => {
    const done: ImportRunOutcome = {
      status: 'done',
      runId: 1,
      added: 2,
      updated: 1,
      withdrawn: 0,
      failed: 1,
      problems: [],
    };
    const failed: ImportRunOutcome = {
      status: 'failed',
      runId: 2,
      added: 0,
      updated: 0,
      withdrawn: 0,
      failed: 4,
      problems: [],
    };
    expect(runOutcomeText([done, failed, { status: 'duplicate' }, { status: 'busy' }])).toBe(
      'Przetworzone paczki: 4. Dodane: 2, zmienione: 1, wycofane: 0, pominięte: 5. Nieudane paczki: 1. ' +
        'Paczki zaimportowane wcześniej: 1. Inny import tej integracji jeszcze trwa.',
    );
    expect(runOutcomeText([])).toBe('Brak paczek do importu.');
  });

  it("reads run states and dates in Polish, in the portal's time zone", () => {
    expect(['done', 'failed', 'running'].map(runStatusLabel)).toEqual(['zakończony', 'nieudany', 'w toku']);
    expect(formatDateTime('2031-01-15T23:30:00.000Z')).toBe('2031-01-16 00:30');
    expect(formatDateTime(null)).toBe('nigdy');
  });
});
