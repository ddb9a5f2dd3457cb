import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool } from './render-pool.ts';

// A stand-in for the web build's render module: which thread rendered what, from which data; '/stop' ends its thread.
const renderModule = `import { threadId } from 'node:worker_threads';
export async function renderPage({ url, answers }) {
  if (url.endsWith('/stop')) process.exit(1);
  return threadId + ' ' + new URL(url).pathname + ' ' + answers.title;
}`;

function modulePath(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'portal-render-')), 'render-page.js');
  writeFileSync(path, renderModule);
  return path;
}

const answers = JSON.stringify({ title: 'Dom pod lasem' });

describe('the render threads', () => {
  let pool: RenderPool | undefined;
  afterEach(() => pool?.close());

  it('render pages off the main thread, spreading them over every thread', async () => {
    pool = createRenderPool(modulePath(), 2);
    const pages = await Promise.all(
      ['/a', '/b', '/c', '/d'].map((path) => pool?.render(`http://portal.invalid${path}`, answers)),
    );
    expect(pages.map((page) => page?.split(' ').slice(1).join(' '))).toEqual([
      '/a Dom pod lasem',
      '/b Dom pod lasem',
      '/c Dom pod lasem',
      '/d Dom pod lasem',
    ]);
    const threads = new Set(pages.map((page) => Number(page?.split(' ')[0])));
    expect(threads.size).toBe(2);
    expect(threads.has(0)).toBe(false);
  });

  it('fail the page of a thread that stops, and render the next one on a new thread', async () => {
    pool = createRenderPool(modulePath(), 1);
    await expect(pool.render('http://portal.invalid/stop', answers)).rejects.toThrow('exit code 1');
    expect(await pool.render('http://portal.invalid/a', answers)).toMatch(/ \/a Dom pod lasem$/);
  });
});
