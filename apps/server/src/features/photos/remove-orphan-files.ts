import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { photos, photoUploads } from '../../db/schema.ts';
import { incomingKey, photoPrefix, type Storage, type StoredEntry } from '../../infra/storage/storage.ts';
import { removeFiles, uploadContainer } from './stored-files.ts';

const orphansLockKey = 724_043;

export type OrphanSweepSettings = { graceHours?: number; batchSize?: number };

// Files are written before their row is committed (an upload's variants, an imported offer's photos) and that
// takes seconds: an entry younger than this may still be getting its row.
const defaultGraceHours = 6;

/**
 * The nightly sweep of stored files that belong to no row: a photo folder under estates/ without its photo (an
 * import or an upload cut by a crash or kill -9 between writing the files and committing the row) and a file under
 * incoming/ without its upload slot (a body that landed after its slot went, a removal cut off). Pool images of
 * other containers are never touched. Works in batches of entries, each checked against the database under a
 * lock, so that one instance sweeps; safe to run twice. Answers how many entries went.
 */
export async function removeOrphanFiles(
  db: Db,
  storage: Storage,
  settings: OrphanSweepSettings = {},
): Promise<number | 'busy'> {
  const cutoff = Date.now() - (settings.graceHours ?? defaultGraceHours) * 3_600_000;
  const batchSize = settings.batchSize ?? 1000;
  let removed = 0;
  for (const area of [photoFolders, waitingUploads]) {
    for await (const batch of oldEntries(storage.list(area.prefix), cutoff, batchSize)) {
      const orphans = await runOnceAcrossInstances(db, orphansLockKey, async (tx) => {
        const known = new Set(await area.known(tx, batch));
        return batch.filter((name) => !known.has(name));
      });
      if (orphans === 'busy') return removed > 0 ? removed : 'busy';
      await removeFiles(storage, orphans.map(area.prefixOf));
      removed += orphans.length;
    }
  }
  return removed;
}

type Area = {
  prefix: string;
  /** Those of the names that belong to a row. */
  known: (db: Pick<Db, 'select'>, names: string[]) => Promise<string[]>;
  prefixOf: (name: string) => string;
};

// photos has no index on its file names: each batch is one scan of the table, fine once a night.
const photoFolders: Area = {
  prefix: `${uploadContainer}/`,
  prefixOf: (name) => photoPrefix(uploadContainer, name),
  known: async (db, names) => {
    const rows = await db
      .select({ name: photos.filename })
      .from(photos)
      .where(and(eq(photos.container, uploadContainer), inArray(photos.filename, names)));
    return rows.map((row) => row.name);
  },
};

const waitingUploads: Area = {
  prefix: incomingKey(''),
  prefixOf: incomingKey,
  known: async (db, names) => {
    const rows = await db
      .select({ name: photoUploads.uploadId })
      .from(photoUploads)
      .where(inArray(photoUploads.uploadId, names));
    return rows.map((row) => row.name);
  },
};

/** The names of the entries unchanged since the cutoff, in batches. */
async function* oldEntries(entries: AsyncIterable<StoredEntry>, cutoff: number, batchSize: number) {
  let batch: string[] = [];
  for await (const entry of entries) {
    if (entry.modifiedAt.getTime() >= cutoff) continue;
    batch.push(entry.name);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
