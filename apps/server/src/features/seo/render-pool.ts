import { Worker } from 'node:worker_threads';

/** The web build's server module (apps/web/src/app/render-page.tsx): the markup of #root for one page. */
export type RenderPage = (input: {
  url: string;
  answers: Record<string, unknown>;
}) => Promise<string | undefined>;

/** A page for a thread: its absolute address and its first data as the JSON the page embeds. */
export type RenderJob = { id: number; url: string; answers: string };
export type RenderReply = { id: number; html?: string | undefined; error?: string };

type Pending = { resolve: (html: string | undefined) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; pending: Map<number, Pending> };

export type RenderPool = {
  render: (url: string, answers: string) => Promise<string | undefined>;
  close: () => Promise<void>;
};

/**
 * `size` threads rendering pages with the web build's server module (render-worker.ts): the render is most of a
 * page's CPU, and one thread would leave the other cores idle while the main thread serves requests and talks to
 * the database. The threads start with the first page; each page goes to the thread with the fewest in hand. A
 * thread that fails fails the pages it held (they go out as the shell) and is started again for the next page.
 */
export function createRenderPool(modulePath: string, size: number): RenderPool {
  const threads: (Thread | undefined)[] = Array.from({ length: size });
  let lastId = 0;

  const start = (slot: number): Thread => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { modulePath } });
    // Idle threads must not keep a stopping server alive.
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', ({ id, html, error }: RenderReply) => {
      const job = thread.pending.get(id);
      thread.pending.delete(id);
      if (error === undefined) job?.resolve(html);
      else job?.reject(new Error(error));
    });
    const fail = (error: Error) => {
      if (threads[slot] === thread) threads[slot] = undefined;
      for (const job of thread.pending.values()) job.reject(error);
      thread.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
    threads[slot] = thread;
    return thread;
  };

  // Every slot gets its thread here, so all of them start with the first page.
  const leastBusy = (): Thread => {
    let chosen = threads[0] ?? start(0);
    for (let slot = 1; slot < size; slot++) {
      const thread = threads[slot] ?? start(slot);
      if (thread.pending.size < chosen.pending.size) chosen = thread;
    }
    return chosen;
  };

  const render = (url: string, answers: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const thread = leastBusy();
      const id = ++lastId;
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, url, answers } satisfies RenderJob);
    });

  const close = async () => {
    await Promise.all(threads.map((thread) => thread?.worker.terminate()));
  };
  return { render, close };
}
