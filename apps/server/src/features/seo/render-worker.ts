// One thread of the render pool (render-pool.ts): loads the web build's server module once and renders the pages it
// is sent, one message each, answering with the markup or the error.

import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderJob, RenderPage, RenderReply } from './render-pool.ts';

const { modulePath } = workerData as { modulePath: string };
const { renderPage } = (await import(pathToFileURL(modulePath).href)) as { renderPage: RenderPage };

parentPort?.on('message', async ({ id, url, answers }: RenderJob) => {
  let reply: RenderReply;
  try {
    // The first data comes as the JSON the page embeds: one serialization on the main thread, parsed here.
    reply = { id, html: await renderPage({ url, answers: JSON.parse(answers) }) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
