import { Worker } from 'node:worker_threads';
import type { ImportFormat, IntegrationType } from '@portal/domain';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { parsePackage } from './parse-package.ts';

// The XML parser is synchronous: a big export parsed on the server's own thread would hold every visitor's request
// for as long as it takes (seconds for 10,000 offers). Below this size the hand-over costs more than it saves.
const asideFromBytes = 256 * 1024;
// Starting a worker loads the parser's modules anew, half a second per package (an ASARI office's dictionary makes
// even a one-offer export big): one worker serves package after package and goes when none came for a while.
const idleMs = 60_000;

export type ParseRequest = {
  id: number;
  system: IntegrationType;
  format: ImportFormat;
  xmlFiles: Map<string, string>;
};
export type ParseAnswer = { id: number } & (
  | { parsed: ImportPackage }
  | { problem: string }
  | { error: unknown }
);
type Waiting = { resolve: (parsed: ImportPackage) => void; reject: (error: unknown) => void };
type Parser = { worker: Worker; waiting: Map<number, Waiting>; idle?: NodeJS.Timeout };

let parser: Parser | undefined;
let lastId = 0;

/** parsePackage, on a worker thread for a big package so that the server keeps answering meanwhile. */
export async function parsePackageAside(
  system: IntegrationType,
  xmlFiles: Map<string, string>,
  format: ImportFormat = 'auto',
): Promise<ImportPackage> {
  const size = [...xmlFiles.values()].reduce((total, text) => total + text.length, 0);
  if (size < asideFromBytes) return parsePackage(system, xmlFiles, format);
  parser ??= startParser();
  const { worker, waiting } = parser;
  clearTimeout(parser.idle);
  // While a package is being parsed the worker keeps the process alive (the import command waits for it).
  worker.ref();
  const request: ParseRequest = { id: ++lastId, system, format, xmlFiles };
  return new Promise<ImportPackage>((resolve, reject) => {
    waiting.set(request.id, { resolve, reject });
    worker.postMessage(request);
  });
}

function startParser(): Parser {
  const state: Parser = {
    worker: new Worker(new URL('./parse-package.worker.ts', import.meta.url)),
    waiting: new Map(),
  };
  const { worker, waiting } = state;
  const fail = (error: unknown) => {
    if (parser === state) parser = undefined;
    clearTimeout(state.idle);
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: ParseAnswer) => {
    const request = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) {
      worker.unref();
      state.idle = setTimeout(() => {
        if (parser === state) parser = undefined;
        void worker.terminate();
      }, idleMs);
      state.idle.unref();
    }
    if ('parsed' in answer) request?.resolve(answer.parsed);
    else if ('problem' in answer) request?.reject(new ImportProblem(answer.problem));
    else request?.reject(answer.error);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the package parser stopped (exit code ${code})`)));
  return state;
}
