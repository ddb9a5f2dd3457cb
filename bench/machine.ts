import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

export type Machine = {
  cpu: string;
  cores: number;
  ramGb: number;
  freeGb: number;
  load: number[];
  /** HEAD's short hash, or 'unknown' outside a Git checkout. */
  commit: string;
  /** Changes to tracked files not in that commit: the figures then belong to no commit. */
  dirty: boolean;
};

/**
 * What the figures were measured on, code included; the load average matters as much as the hardware on a shared
 * machine. Every benchmark records it before and after its run, so a tree edited during a run shows too.
 */
export function describeMachine(): Machine {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const gb = (bytes: number) => Math.round((bytes / 2 ** 30) * 10) / 10;
  return {
    cpu,
    cores: cpus().length,
    ramGb: gb(totalmem()),
    freeGb: gb(freemem()),
    load: loadavg().map((value) => Math.round(value * 100) / 100),
    ...describeCommit(),
  };
}

// Untracked files are left out: new code runs only through a tracked file that imports it, which shows as changed,
// and a stray scratch file would otherwise mark every run. A failing `git status` counts as dirty: nothing vouches
// for the tree.
function describeCommit(): Pick<Machine, 'commit' | 'dirty'> {
  const commit = git('rev-parse', '--short', 'HEAD');
  if (commit === null) return { commit: 'unknown', dirty: true };
  return { commit, dirty: git('status', '--porcelain', '--untracked-files=no') !== '' };
}

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export const loadText = (load: number[]) => `load average ${load.join(', ')}`;

export const commitText = (machine: Machine) =>
  `commit ${machine.commit}${machine.dirty ? ' with uncommitted changes' : ''}`;

export const machineText = (machine: Machine) =>
  `${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM; ${loadText(machine.load)}; ${commitText(machine)}`;
