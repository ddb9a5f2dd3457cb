// Lighthouse (mobile profile, performance only) on the home page, a list page and an ad page of the built web app
// served by the real server on PGlite with demo ads: npm run bench:lighthouse -- [--runs N] [--reports]
// (--reports keeps each full Lighthouse report in bench/.data/lighthouse-reports for the diagnostics)
// Writes bench/results/lighthouse-<date>.json and .md. Targets: score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05.
// A single run's score swings widely on a shared machine (its TBT comes from the tasks Chrome timed in that
// run), so with three runs or more each page also gets its medians, as Lighthouse's documentation advises.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { routes } from '@portal/domain';
import lighthouse from 'lighthouse';
import { startChromium } from './chromium.ts';
import { describeMachine, machineText } from './machine.ts';
import { startServer } from './server-process.ts';
import { percentile } from './stats.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, reports: { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(values.runs) || 1);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dataDir = here('.data/lighthouse');
const webDist = here('.data/lighthouse-web');

// Its own production build, so that a build others run meanwhile cannot pull files from under the server.
const build = spawnSync(process.execPath, [here('../apps/web/build.ts'), '--outDir', webDist], {
  cwd: here('../apps/web'),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('the web build failed');

type Measure = {
  page: string;
  url: string;
  /** Lighthouse's code for a run it could not measure (NO_NAVSTART now and then on a busy machine). */
  failed?: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
};

const machineBefore = describeMachine();
const server = await startServer({ DATA_DIR: dataDir, DEMO_ADS: '600', WEB_DIST: webDist });
const chromium = await startChromium();
const measures: Measure[] = [];
try {
  const recent = (await (await fetch(`${server.url}/api/estates/recently-added`)).json()) as {
    rows: {
      estateId: number;
      type: Parameters<typeof routes.estate>[0];
      title: string;
      seller: { userId: number; name: string | null };
    }[];
  };
  const ad = recent.rows[0];
  if (!ad) throw new Error('no demo ads to open');
  // The first company among the newest ads: a company page with a full first screen of offers.
  const company = recent.rows.find((row) => row.seller.name)?.seller;
  if (!company?.name) throw new Error('no company among the newest demo ads');
  const pages = {
    home: '/',
    'list page': '/mieszkania/sprzedaz/',
    'ad page': routes.estate(ad.type, ad.title, ad.estateId),
    'company page': routes.agency(company.userId, company.name),
  };
  for (const [page, path] of Object.entries(pages)) {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { lhr } = result;
      if (values.reports) {
        mkdirSync(here('.data/lighthouse-reports'), { recursive: true });
        writeFileSync(
          here(`.data/lighthouse-reports/${page.replace(/\W+/g, '-')}-${run}.json`),
          JSON.stringify(lhr),
        );
      }
      if (lhr.runtimeError) console.error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const measure: Measure = {
        page,
        url: path,
        ...(lhr.runtimeError ? { failed: lhr.runtimeError.code } : {}),
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(audit('total-blocking-time')),
        fcpMs: Math.round(audit('first-contentful-paint')),
      };
      measures.push(measure);
      console.log(
        `${page} (${path}): score ${measure.score}, LCP ${measure.lcpMs} ms, CLS ${measure.cls}, TBT ${measure.tbtMs} ms`,
      );
    }
  }
} finally {
  await chromium.stop();
  await server.stop();
}

const date = new Date().toISOString();
const machineAfter = describeMachine();
const missed = (m: Measure) =>
  (m.failed && `run failed: ${m.failed}`) ||
  [m.score < 95 && 'score < 95', !(m.lcpMs <= 1500) && 'LCP > 1.5 s', !(m.cls <= 0.05) && 'CLS > 0.05']
    .filter(Boolean)
    .join(', ') ||
  '—';
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const medians: Measure[] =
  runs < 3
    ? []
    : [...new Set(measures.map((m) => m.page))].map((page) => {
        const of = measures.filter((m) => m.page === page && !m.failed);
        const middle = (key: 'score' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs') => median(of.map((m) => m[key]));
        return {
          page: `${page}, median of ${of.length}`,
          url: of[0]?.url ?? '',
          score: middle('score'),
          lcpMs: middle('lcpMs'),
          cls: middle('cls'),
          tbtMs: middle('tbtMs'),
          fcpMs: middle('fcpMs'),
        };
      });
const table = [
  `Lighthouse ${date}, mobile profile (simulated throttling). Before: ${machineText(machineBefore)}. After: ${machineText(machineAfter)}.`,
  '',
  '| Page | Score | LCP ms | CLS | TBT ms | FCP ms | Missed targets |',
  '|---|---|---|---|---|---|---|',
  ...[...measures, ...medians].map(
    (m) => `| ${m.page} | ${m.score} | ${m.lcpMs} | ${m.cls} | ${m.tbtMs} | ${m.fcpMs} | ${missed(m)} |`,
  ),
].join('\n');
const resultsDir = here('results');
mkdirSync(resultsDir, { recursive: true });
const stamp = `lighthouse-${date.replace(/[:.]/g, '-')}`;
writeFileSync(
  join(resultsDir, `${stamp}.json`),
  `${JSON.stringify({ date, machineBefore, machineAfter, measures, medians }, null, 2)}\n`,
);
writeFileSync(join(resultsDir, `${stamp}.md`), `# Lighthouse ${date}\n\n${table}\n`);
console.log(`\n${table}\n\nwritten ${join(resultsDir, `${stamp}.md`)}`);
