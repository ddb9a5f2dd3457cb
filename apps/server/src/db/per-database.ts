import type { Db } from './client.ts';

/**
 * State that belongs to one database, such as its prepared statements or remembered estimates, made on first use:
 * tests open several databases in one process, and none may see another's.
 */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const states = new WeakMap<Db, T>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) {
      state = create(db);
      states.set(db, state);
    }
    return state;
  };
}
