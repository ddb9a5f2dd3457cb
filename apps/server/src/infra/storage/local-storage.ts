import { createReadStream } from 'node:fs';
import { lstat, mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Storage } from './storage.ts';

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  // Keys come from our own ids, but a path must never leave the storage folder.
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  };

  return {
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async read(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? createReadStream(path) : null;
    },
    async removePrefix(prefix) {
      await rm(join(base, prefix), { recursive: true, force: true });
    },
    async *list(prefix) {
      const folder = pathOf(prefix);
      const entries = await opendir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!entries) return;
      // A folder's time changes with every file written into it (each write ends in a rename there).
      for await (const entry of entries) {
        const found = await lstat(join(folder, entry.name)).catch(() => null);
        if (found) yield { name: entry.name, modifiedAt: found.mtime };
      }
    },
  };
}
