// The worker thread of parse-aside.ts: parses package after package, answering each with the result, the reason it
// cannot be imported, or the error to log on the importing thread.
import { parentPort } from 'node:worker_threads';
import { isShownProblem } from './import-problems.ts';
import type { ParseAnswer, ParseRequest } from './parse-aside.ts';
import { parsePackage } from './parse-package.ts';

parentPort?.on('message', ({ id, system, format, xmlFiles }: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { id, parsed: parsePackage(system, xmlFiles, format) };
  } catch (error) {
    answer = isShownProblem(error) ? { id, problem: error.message } : { id, error };
  }
  parentPort?.postMessage(answer);
});
