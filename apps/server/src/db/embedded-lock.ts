// One process at a time in an embedded database folder: PGlite has no server in front of it, and two processes
// writing the same files lose changes or corrupt the database. No lock library is among the dependencies, and the
// lock needs little: a file created only if absent, naming the process that holds the folder until it exits.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

type Holder = { pid: number; command: string; started?: string | undefined };

export class EmbeddedDatabaseInUse extends Error {}

/**
 * Takes the folder `dir` (DATA_DIR/db) for this process until it calls the returned release or exits, or throws
 * EmbeddedDatabaseInUse naming the process that has it. A lock left by a process that is gone (kill -9, a crash, a
 * power cut) is taken over.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: Holder = { pid: process.pid, command: thisCommand(), started: startTimeOf(process.pid) };
  for (;;) {
    if (createExclusively(file, JSON.stringify(me))) break;
    // A file without a holder is one being written this instant (or, rarely, cut short by a crash): in use.
    const holder = readHolder(file);
    if (!holder || isRunning(holder)) throw new EmbeddedDatabaseInUse(inUseMessage(dir, file, holder));
    rmSync(file, { force: true });
  }
  const release = () => {
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

function createExclusively(file: string, content: string): boolean {
  try {
    writeFileSync(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

// Process ids are reused, by a restarted container first of all: where Linux tells a process's start time, the
// holder is running only if its pid still belongs to a process started when it was.
function isRunning(holder: Holder): boolean {
  if (existsSync('/proc/self/stat')) return !!holder.started && startTimeOf(holder.pid) === holder.started;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux: when a live process started (clock ticks since boot, field 22 of /proc/<pid>/stat); a zombie is gone. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? undefined : fields[19];
  } catch {
    return undefined;
  }
}

function thisCommand(): string {
  const script = process.argv[1] ? ` ${shown(process.argv[1])}` : '';
  const npmScript = process.env.npm_lifecycle_event;
  return npmScript ? `npm run ${npmScript}: node${script}` : `node${script}`;
}

const shown = (path: string) => {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? path : `./${fromHere}`;
};

function inUseMessage(dir: string, file: string, holder: Holder | undefined): string {
  const user = holder ? `process ${holder.pid} (${holder.command})` : 'another process';
  return (
    `The embedded database in ${shown(dir)} is in use by ${user}. ` +
    'Stop it first, or use DATABASE_URL (PostgreSQL), where the portal and its commands run side by side. ' +
    `If no such process is running, delete ${shown(file)}.`
  );
}
