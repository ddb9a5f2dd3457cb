import { type Database, type DatabaseOptions, openDatabase } from './client.ts';
import { EmbeddedDatabaseInUse } from './embedded-lock.ts';

/**
 * openDatabase for the server and the commands: an embedded database another process holds ends this one with the
 * plain reason and exit code 1, before anything is read or changed.
 */
export async function openDatabaseOrExit(options: DatabaseOptions): Promise<Database> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
