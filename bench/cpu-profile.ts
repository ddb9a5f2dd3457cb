// Summary of a V8 CPU profile (node --cpu-prof): node bench/cpu-profile.ts <file.cpuprofile> [--top 25]
//   [--skip 10] (leaves out the first seconds of the profile: the server's start)
// Prints Markdown: where the busy time went, by function alone (self time) and with what it calls (inclusive
// time), as shares of the busy time (idle excluded), so that a summary can be kept next to the benchmark without
// the multi-megabyte profile. bench/profile-page.ts uses it for the threads of a server under load.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
/** As V8 writes it: times in microseconds of the monotonic clock (process.hrtime's on Linux). */
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type SummaryOptions = {
  top: number;
  /** Only the samples taken in this window (microseconds of the profile's clock), e.g. a load run. */
  from?: number;
  to?: number;
};

const idle = new Set(['(idle)', '(program)']);

/** Where a function comes from: its package, or the file of our own code. */
function origin(url: string): string {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1] ?? url;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/') || '(native)';
}

const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} — ${origin(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

/** The busy time of the window in ms, and Markdown tables of its top functions. */
export function summarizeProfile(profile: CpuProfile, { top, from = 0, to = Infinity }: SummaryOptions) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  let time = profile.startTime;
  const deltas = profile.timeDeltas.map((delta) => {
    time += delta;
    return time >= from && time <= to ? delta : 0;
  });
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const delta = deltas[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame || delta === 0 || idle.has(frame.functionName)) return;
    busy += delta;
    self.set(label(frame), (self.get(label(frame)) ?? 0) + delta);
    // Counted once per sample even where a function recurs on the stack.
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const caller = byId.get(current)?.callFrame;
      if (caller && caller.functionName !== '(root)') seen.add(label(caller));
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
  });

  const table = (title: string, shares: Map<string, number>) => [
    `| ${title} | Share of busy time |`,
    '|---|---|',
    ...[...shares]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, micros]) => `| ${key.replaceAll('|', '\\|')} | ${((micros / busy) * 100).toFixed(1)} % |`),
  ];
  return {
    busyMs: busy / 1000,
    markdown: [
      ...table('Function (self time)', self),
      '',
      ...table('Function (with what it calls)', inclusive),
    ].join('\n'),
  };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' }, skip: { type: 'string', default: '0' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error('usage: node bench/cpu-profile.ts <file.cpuprofile> [--top N] [--skip seconds]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const summary = summarizeProfile(profile, {
    top: Number(values.top),
    from: profile.startTime + Number(values.skip) * 1e6,
  });
  console.log(`Busy time: ${(summary.busyMs / 1000).toFixed(2)} s (idle excluded).\n\n${summary.markdown}`);
}
