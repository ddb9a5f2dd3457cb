/**
 * Thrown while hydrating a section whose server markup shows data that has changed since (server-markup-until-loaded.ts):
 * React renders the nearest <Suspense> afresh instead, and reports this as the cause of a recoverable error, which is
 * then no mismatch to report (app/main.tsx).
 */
export class StaleServerMarkup extends Error {
  constructor() {
    super('the server rendered other data than the browser has');
  }
}

export const isStaleServerMarkup = (error: unknown): boolean =>
  error instanceof Error && error.cause instanceof StaleServerMarkup;
