// Hostile-URL benchmark: npm run bench:hostile -- [--ads 1000000] [--requests 40] [--flood 50] [--seconds 10]
// The slowest anonymous requests an attacker can craft (words common apart and rare together, a drawn area as large
// as the country, deep pages, maps by words, the server-rendered search page), each sent `--requests` times one
// after another with a criterion varied every time, so that neither the list cache nor a remembered plan answers
// it. Then `--flood` of them at once for `--seconds`, while one visitor reads ad pages: the visitor's latency and
// answers, and how the flood was answered. The server runs as deployed (caches on). Writes results/hostile-*.md.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { prepareBenchDatabase } from './bench-db.ts';
import { describeMachine, loadText, machineText } from './machine.ts';
import { startServer } from './server-process.ts';
import { summarize, type Timing } from './stats.ts';

const { values } = parseArgs({
  options: {
    ads: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '40' },
    flood: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const ads = Number(values.ads);
const requestsEach = Number(values.requests);
const flood = Number(values.flood);
const seconds = Number(values.seconds);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const dataDir = fileURLToPath(new URL('../data/bench', import.meta.url));

const commonWords = 'mieszkanie dom dzialka lokal garaz ogrod';
const poland =
  '49,14;55,14;55,24.5;49,24.5;49.5,19;50,15;51,23;52,16;53,22;54,17;54.5,21;50.5,20;51.5,18;52.5,19.5';
// A thin ring along the border: as large as the country around it, and nearly empty.
const border = '49.0,14.1;49.0,24.1;49.05,24.1;49.05,14.2;54.9,14.2;54.9,14.1';
const polandView = JSON.stringify({ north: 55.2, south: 48.8, east: 24.6, west: 13.5 });

/** Each scenario gives the i-th URL: a criterion that changes every time, so that nothing remembered answers it. */
type Hostile = { name: string; url: (i: number) => string };
const search = (params: Record<string, string>) => `/api/estates/search?${new URLSearchParams(params)}`;
const scenarios: Hostile[] = [
  {
    name: '33 two-letter words and an unknown parameter (the report)',
    url: (i) =>
      `${search({ words: 'po na do mi ul pr st ko ka ma sa ta wy za ro pa ba bo ga la le li lo lu me mo ni no ob od ok os' })}&zz=${i}`,
  },
  {
    name: 'six words common apart, rare together',
    url: (i) => search({ words: commonWords, priceTo: String(9e8 + i) }),
  },
  {
    name: 'the same, sorted by price, page 400',
    url: (i) =>
      search({
        words: commonWords,
        sortBy: 'price',
        sortOrder: 'ASC',
        page: '400',
        priceTo: String(9e8 + i),
      }),
  },
  { name: 'a country-wide area', url: (i) => search({ polygon: poland, priceTo: String(9e8 + i) }) },
  {
    name: 'a thin area around the country',
    url: (i) => search({ polygon: border, priceTo: String(9e8 + i) }),
  },
  {
    name: 'a country-wide area, by price, page 400',
    url: (i) =>
      search({ polygon: poland, sortBy: 'price', sortOrder: 'ASC', page: '400', priceTo: String(9e8 + i) }),
  },
  {
    name: 'area, words and district',
    url: (i) =>
      search({ polygon: poland, words: commonWords, district: 'srodmiescie', priceTo: String(9e8 + i) }),
  },
  {
    name: 'a rare and five common words',
    url: (i) =>
      search({ words: `zolw ${commonWords.split(' ').slice(1).join(' ')}`, priceTo: String(9e8 + i) }),
  },
  {
    name: 'words in a city',
    url: (i) => search({ words: 'balkon kuchnia piwnica', city: '918123', priceTo: String(9e8 + i) }),
  },
  { name: 'a far page of a category', url: (i) => `/api/estates/mieszkania/sprzedaz?page=${30_000 + i}` },
  { name: 'the sitemap (50,000 addresses)', url: (i) => `/sitemap.xml?v=${i}` },
  {
    name: 'map of Poland by common words',
    url: (i) =>
      `/api/estates/map-clusters?${new URLSearchParams({ bounds: polandView, zoom: '6', words: commonWords, priceTo: String(9e8 + i) })}`,
  },
  {
    name: 'map of Poland by a thin area',
    url: (i) =>
      `/api/estates/map-clusters?${new URLSearchParams({ bounds: polandView, zoom: '6', polygon: border, priceTo: String(9e8 + i) })}`,
  },
  {
    name: 'search page (server-rendered): words and area',
    url: (i) =>
      `/wyszukaj-ogloszenia?${new URLSearchParams({ words: commonWords, polygon: poland, priceTo: String(9e8 + i) })}`,
  },
];

type Answered = { ms: number; status: number };
async function timed(url: string): Promise<Answered> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { 'accept-encoding': 'br' } }).catch(() => undefined);
  await answer?.arrayBuffer().catch(() => undefined);
  return { ms: performance.now() - started, status: answer?.status ?? 0 };
}
const statuses = (answers: Answered[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
};
const ms = (value: number) => value.toFixed(1);
const timingCells = (timing: Timing) => `${ms(timing.p50)} | ${ms(timing.p95)} | ${ms(timing.p99)}`;

const machineBefore = describeMachine();
const prepared = await prepareBenchDatabase(databaseUrl, dataDir, ads);
const sample = new pg.Client({ connectionString: databaseUrl });
await sample.connect();
const { rows: adRows } = await sample.query<{ id: number }>(
  'select estate_id as id from estates where active = 1 and expires_at > now() order by random() limit 2000',
);
await sample.end();
const adIds = adRows.map((row) => row.id);

const server = await startServer({ DATABASE_URL: databaseUrl, WEB_DIST: process.env.WEB_DIST ?? '' });
const lines: string[] = [];
try {
  lines.push(
    '| request, each sent with a changed criterion | p50 ms | p95 ms | p99 ms | answers |',
    '|---|---|---|---|---|',
  );
  const allWorst: Answered[] = [];
  for (const scenario of scenarios) {
    const answers: Answered[] = [];
    for (let i = 0; i < requestsEach; i++) answers.push(await timed(`${server.url}${scenario.url(i)}`));
    allWorst.push(...answers);
    const row = `| ${scenario.name} | ${timingCells(summarize(answers.map((a) => a.ms)))} | ${statuses(answers)} |`;
    lines.push(row);
    console.log(row);
  }
  const overall = summarize(allWorst.map((a) => a.ms));
  lines.push(
    '',
    `All of them together: p95 ${ms(overall.p95)} ms, p99 ${ms(overall.p99)} ms (target: p95 ≤ 250 ms).`,
  );

  // The flood: `flood` crafted requests in flight at all times, the visitor's ad pages one after another.
  const deadline = performance.now() + seconds * 1000;
  let sent = 0;
  const floodAnswers: Answered[] = [];
  const attacker = async () => {
    while (performance.now() < deadline) {
      const scenario = scenarios[1 + (sent % (scenarios.length - 1))] as Hostile;
      floodAnswers.push(await timed(`${server.url}${scenario.url(requestsEach + sent++)}`));
    }
  };
  const visitor = async () => {
    const answers: Answered[] = [];
    for (let i = 0; performance.now() < deadline; i++)
      answers.push(await timed(`${server.url}/api/estates/${adIds[i % adIds.length]}`));
    return answers;
  };
  const [visits] = await Promise.all([visitor(), ...Array.from({ length: flood }, attacker)]);
  const visitTiming = summarize(visits.map((a) => a.ms));
  const answeredBusy = floodAnswers.filter((a) => a.status === 503);
  lines.push(
    '',
    `With ${flood} of them in flight for ${seconds} s: an ordinary ad page p50 ${ms(visitTiming.p50)} ms, p95 ${ms(visitTiming.p95)} ms (target ≤ 200), answers ${statuses(visits)}; the crafted requests ${statuses(floodAnswers)}, p95 ${ms(summarize(floodAnswers.map((a) => a.ms)).p95)} ms${answeredBusy.length > 0 ? `, their 503s within p95 ${ms(summarize(answeredBusy.map((a) => a.ms)).p95)} ms` : ''}.`,
  );
} finally {
  await server.stop();
}

const machineAfter = describeMachine();
const report = [
  `# Hostile requests, ${new Date().toISOString()}`,
  '',
  `${prepared.ads.toLocaleString('en')} ads; ${machineText(machineBefore)}; after: ${loadText(machineAfter.load)}.`,
  '',
  ...lines,
  '',
].join('\n');
const file = fileURLToPath(
  new URL(`results/hostile-${new Date().toISOString().replaceAll(':', '-')}.md`, import.meta.url),
);
writeFileSync(file, report);
console.log(`\n${lines.slice(-3).join('\n')}\nWritten to ${file}`);
