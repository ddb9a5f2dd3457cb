import { Worker } from 'node:worker_threads';
import type { ImportFormat, IntegrationType } from '@portal/domain';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { parsePackage } from './parse-package.ts';

// The XML parser is synchronous: a big export parsed on the server's own thread would hold every visitor's request
// for as long as it takes (seconds for 10,000 offers). Below this size the worker's start costs more than it saves.
const asideFromBytes = 256 * 1024;

type Answer = { parsed: ImportPackage } | { problem: string };

/** parsePackage, on a worker thread for a big package so that the server keeps answering meanwhile. */
export async function parsePackageAside(
  system: IntegrationType,
  xmlFiles: Map<string, string>,
  format: ImportFormat = 'auto',
): Promise<ImportPackage> {
  const size = [...xmlFiles.values()].reduce((total, text) => total + text.length, 0);
  if (size < asideFromBytes) return parsePackage(system, xmlFiles, format);
  const worker = new Worker(new URL('./parse-package.worker.ts', import.meta.url), {
    workerData: { system, format, xmlFiles },
  });
  try {
    const answer = await new Promise<Answer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the package parser stopped (exit code ${code})`)));
    });
    if ('problem' in answer) throw new ImportProblem(answer.problem);
    return answer.parsed;
  } finally {
    await worker.terminate();
  }
}
