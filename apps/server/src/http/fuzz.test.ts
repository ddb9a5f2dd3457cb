// Property-based fuzzing of every operation of the OpenAPI description: hostile values built from
// each parameter's and body field's schema, sent as a visitor, a user, a company, an admin and with a forged token.
// A request fails the test when it is answered 5xx, when it is refused (4xx) yet changed a row, or when a refused API
// call answers in a library's English instead of the portal's `{ error }` in Polish.
//
// Not in the description, so not fuzzed here: the routes marked `hide: true`. PUT /api/uploads/{uploadId} takes the
// raw file of a signed link (its link, type and size checks have their own tests in features/photos); the photo files
// (/{container}/{type}/{file}/{size}), /sitemap.xml and /robots.txt only read, from a path of checked slugs or none.
//
// Register and contact requests cannot solve the captcha: they are fuzzed up to their captcha check (their handlers'
// first step); the captcha routes' own tests cover what follows it.
//
// FUZZ_SEED replays a run (the seed is printed); FUZZ_REQUESTS sets how many requests are sent in all.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import {
  type Operation,
  operationsOf,
  type Plan,
  planArbitrary,
  send,
} from '../../test/fuzz/fuzz-requests.ts';
import { createWorld } from '../../test/fuzz/fuzz-world.ts';
import { watchRows } from '../../test/fuzz/row-watch.ts';
import { bareWebBuild } from '../../test/web-build.ts';

const seed = Number(process.env.FUZZ_SEED ?? 1717);
// About one request in six is wholly plausible: this sends over 5,000 hostile ones.
const requests = Number(process.env.FUZZ_REQUESTS ?? 6500);

// With a web build, so that the page route answers pages: they read ids and page numbers from their address.
const t = await createTestApp({ WEB_DIST: bareWebBuild() });
await t.app.ready();
const operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
const world = await createWorld(t);
const rows = await watchRows(t.db);
const runsPerOperation = Math.ceil(requests / operations.length);
console.info(
  `fuzz: seed ${seed} (FUZZ_SEED), ${runsPerOperation} requests to each of ${operations.length} operations`,
);

const cut = (text: string | undefined, length = 300) =>
  text && text.length > length ? `${text.slice(0, length)}…` : (text ?? '');

function report(options: InjectOptions, response: LightMyRequestResponse) {
  return `${options.method} ${cut(String(options.url))} ${cut(String(options.payload ?? ''))} → ${response.statusCode} ${cut(response.body)}`;
}

// Words of the English texts of zod and Fastify ('Invalid input: expected object, received string', 'Bad Request',
// 'Unsupported Media Type'); no Polish message has them.
const englishWords = /\b(invalid|expected|received|required|must|request|unsupported|found|too|payload)\b/i;

/** The texts of a refused API call that are not the portal's Polish: an answer must be `{ error, fields? }`. */
function englishTexts(response: LightMyRequestResponse): string[] {
  const { error, fields } = response.json<{ error: unknown; fields?: Record<string, unknown> }>();
  return [error, ...Object.values(fields ?? {})].map(String).filter((text) => englishWords.test(text));
}

describe('hostile requests to every operation of the OpenAPI description', () => {
  const sent = { all: 0, hostile: 0 };
  afterAll(async () => {
    console.info(`fuzz: ${sent.hostile} hostile requests of ${sent.all}`);
    await t.close();
  });

  async function check(operation: Operation, plan: Plan) {
    const { options, response } = await send(t.app, operation, plan, world);
    const written = await rows.changedTables();
    sent.all += 1;
    if (plan.hostile) sent.hostile += 1;
    expect(response.statusCode, report(options, response)).toBeLessThan(500);
    if (response.statusCode >= 400) {
      if (operation.path.startsWith('/api/'))
        expect(englishTexts(response), report(options, response)).toEqual([]);
      expect(written, `rows changed by a refused request: ${report(options, response)}`).toEqual([]);
    } else if (operation.method !== 'GET') {
      // An accepted write may have removed an ad or an account, or ended a session or a link.
      await world.renew();
      await rows.changedTables();
    }
  }

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(planArbitrary(operation, world), (plan) => check(operation, plan)),
        { seed, numRuns: runsPerOperation },
      );
    },
    120_000,
  );
});
