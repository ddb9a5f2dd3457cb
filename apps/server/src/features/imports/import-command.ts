import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '../../http/app-error.ts';
import { importWaiting } from './home-folder.ts';
import { importRunAgain } from './import-again.ts';
import { type ImportContext, type ImportOutcome, importPackage } from './import-package.ts';

export type ImportCommand = { integrationId: number; file?: string | undefined } | { runId: number };

export const importUsage = 'Usage: npm run import -- --integration N [--file PATH] | --run N';

/** Reads `--integration N [--file PATH]` or `--run N`; answers the usage text when they are missing or wrong. */
export function parseImportCommand(argv: string[]): ImportCommand | string {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { integration: { type: 'string' }, file: { type: 'string' }, run: { type: 'string' } },
    });
    const id = (value: string | undefined) => {
      const number = Number(value);
      return Number.isInteger(number) && number > 0 ? number : undefined;
    };
    const runId = id(values.run);
    if (runId && values.integration === undefined && values.file === undefined) return { runId };
    const integrationId = id(values.integration);
    if (!integrationId || values.run !== undefined) return importUsage;
    return { integrationId, file: values.file };
  } catch {
    return importUsage;
  }
}

/**
 * For support: imports one local file for an integration (left where it is), or without a file whatever waits in
 * the integration's FTP folder now, or with a run the package of that run again (after a fix, as the admin's
 * 'Importuj ponownie'). Answers the lines to print and whether every package went in.
 */
export async function runImportCommand(
  context: ImportContext,
  command: ImportCommand,
): Promise<{ lines: string[]; ok: boolean }> {
  if ('runId' in command) {
    try {
      return report(await importRunAgain(context, command.runId));
    } catch (error) {
      // The run or its package is not there: the admin's screen shows the same words.
      if (error instanceof AppError) return { lines: [error.message], ok: false };
      throw error;
    }
  }
  const outcomes = command.file
    ? [await importPackage(context, command.integrationId, resolve(command.file))]
    : await importWaiting(context, command.integrationId);
  if (outcomes.length === 0) return { lines: ['Nothing waits in the integration folder.'], ok: true };
  return report(outcomes);
}

function report(outcomes: ImportOutcome[]): { lines: string[]; ok: boolean } {
  return {
    lines: outcomes.flatMap(describe),
    // A package in part is not in: its run waits for `--run N` once the cause is fixed.
    ok: outcomes.every((outcome) => outcome.status !== 'failed' && outcome.status !== 'partial'),
  };
}

function describe(outcome: ImportOutcome): string[] {
  if (!('runId' in outcome)) {
    return [
      outcome.status === 'duplicate'
        ? 'Already imported (same content): nothing changed.'
        : 'Another import of this integration is running; try again later.',
    ];
  }
  const { runId, added, updated, withdrawn, failed, problems } = outcome;
  return [
    `Run ${runId} ${outcome.status}: added ${added}, updated ${updated}, withdrawn ${withdrawn}, failed ${failed}`,
    ...problems.map((problem) => `  - ${problem}`),
  ];
}
