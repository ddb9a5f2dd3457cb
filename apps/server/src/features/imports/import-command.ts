import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Context } from '../../context.ts';
import { importWaiting } from './home-folder.ts';
import { type ImportOutcome, importPackage } from './import-package.ts';

export type ImportCommand = { integrationId: number; file?: string | undefined };

export const importUsage = 'Usage: npm run import -- --integration N [--file PATH]';

/** Reads `--integration N [--file PATH]`; answers the usage text when they are missing or wrong. */
export function parseImportCommand(argv: string[]): ImportCommand | string {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { integration: { type: 'string' }, file: { type: 'string' } },
    });
    const integrationId = Number(values.integration);
    if (!Number.isInteger(integrationId) || integrationId <= 0) return importUsage;
    return { integrationId, file: values.file };
  } catch {
    return importUsage;
  }
}

/**
 * For support: imports one local file for an integration (left where it is), or without a file whatever waits in
 * the integration's FTP folder now. Answers the lines to print and whether every package went in.
 */
export async function runImportCommand(
  context: Pick<Context, 'config' | 'db' | 'storage'>,
  command: ImportCommand,
): Promise<{ lines: string[]; ok: boolean }> {
  const outcomes = command.file
    ? [await importPackage(context, command.integrationId, resolve(command.file))]
    : await importWaiting(context, command.integrationId);
  if (outcomes.length === 0) return { lines: ['Nothing waits in the integration folder.'], ok: true };
  return {
    lines: outcomes.flatMap(describe),
    ok: outcomes.every((outcome) => outcome.status !== 'failed'),
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
