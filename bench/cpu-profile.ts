// Summary of a V8 CPU profile (node --cpu-prof): node bench/cpu-profile.ts <file.cpuprofile> [--top 25]
//   [--frames renderPage,renderToString] (the time spent in and under functions of those names)
//   [--skip 10] (leaves out the first seconds of the profile: the server's start)
// Prints Markdown: where the busy time went by function (self time) and under the named frames (inclusive
// time), as shares of the busy time (idle excluded), so that a summary can be kept next to the benchmark
// without the multi-megabyte profile.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    frames: { type: 'string', default: '' },
    skip: { type: 'string', default: '0' },
  },
});
const file = positionals[0];
if (!file) {
  console.error('usage: node bench/cpu-profile.ts <file.cpuprofile> [--top N] [--frames a,b]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Samples of the start (--skip) are dropped: their time delta becomes 0.
const skipMicros = Number(values.skip) * 1e6;
let elapsed = 0;
const deltas = profile.timeDeltas.map((delta) => {
  elapsed += delta;
  return elapsed < skipMicros ? 0 : delta;
});
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (deltas[index] ?? 0));
});

const idle = new Set(['(idle)', '(program)']);
const busy = [...selfMicros].reduce((sum, [id, micros]) => {
  const name = byId.get(id)?.callFrame.functionName ?? '';
  return idle.has(name) ? sum : sum + micros;
}, 0);

/** Where a function comes from: its package, or the file of our own code. */
function origin(url: string): string {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1] ?? url;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/') || '(native)';
}

const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} — ${origin(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const selfByFunction = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const frame = byId.get(id)?.callFrame;
  if (!frame || idle.has(frame.functionName)) continue;
  const key = label(frame);
  selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + micros);
}

// Inclusive time of each function, counting a sample once even where the function recurs on its stack.
const inclusive = new Map<string, number>();
profile.samples.forEach((id, index) => {
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const frame = byId.get(current)?.callFrame;
    if (frame) seen.add(label(frame));
  }
  for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + (deltas[index] ?? 0));
});
const names = values.frames.split(',').filter(Boolean);
const underName = new Map(
  names.map((name) => [
    name,
    Math.max(
      0,
      ...[...inclusive].filter(([key]) => key.startsWith(`${name} — `)).map(([, micros]) => micros),
    ),
  ]),
);

const share = (micros: number) => `${((micros / busy) * 100).toFixed(1)} %`;
const top = [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
console.log(`Busy time: ${(busy / 1e6).toFixed(2)} s of samples (idle excluded).\n`);
if (names.length > 0) {
  console.log('| Under frame | Share of busy time |\n|---|---|');
  for (const [name, micros] of underName) console.log(`| ${name} | ${share(micros)} |`);
  console.log('');
}
console.log('| Function (self time) | Share of busy time |\n|---|---|');
for (const [key, micros] of top) console.log(`| ${key.replaceAll('|', '\\|')} | ${share(micros)} |`);
const topInclusive = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
console.log('\n| Function (with what it calls) | Share of busy time |\n|---|---|');
for (const [key, micros] of topInclusive) console.log(`| ${key.replaceAll('|', '\\|')} | ${share(micros)} |`);
