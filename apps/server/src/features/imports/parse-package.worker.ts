// The worker thread of parse-aside.ts: parses one package and posts the result, or the reason it cannot be imported.
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportFormat, IntegrationType } from '@portal/domain';
import { isShownProblem } from './import-problems.ts';
import { parsePackage } from './parse-package.ts';

const { system, format, xmlFiles } = workerData as {
  system: IntegrationType;
  format: ImportFormat;
  xmlFiles: Map<string, string>;
};
try {
  parentPort?.postMessage({ parsed: parsePackage(system, xmlFiles, format) });
} catch (error) {
  // Any other error reaches the importing thread as the worker's 'error', and is logged there.
  if (!isShownProblem(error)) throw error;
  parentPort?.postMessage({ problem: error.message });
}
