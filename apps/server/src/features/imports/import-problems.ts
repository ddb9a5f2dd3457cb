import { formatDate } from '@portal/domain';
import { XmlError } from '../../infra/xml/parse-xml.ts';
import { ZipError } from '../../infra/zip/read-zip.ts';

/**
 * Why an offer or a package did not go in, in Polish: a run's problems are shown to the company on /integracja and
 * to the admins as they are.
 */
export class ImportProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportProblem';
  }
}

/** Where the operators read what went wrong in full (the server's logger; the console for the command). */
export type OperatorLog = { error: (details: object, message: string) => void };

export const consoleLog: OperatorLog = { error: (details, message) => console.error(message, details) };

/** 'oferta 460: liczba pokoi poza zakresem (99999)': one offer's reason, naming it by its CRM id. */
export const offerReason = (externalId: string, reason: string) => `oferta ${externalId}: ${reason}`;

/**
 * The line of an offer left out for a reason in the file. When an earlier version of it is online (imported
 * `keptSince`), that ad stays as it was, and the office must know what buyers still see: 'oferta 460: brak ceny;
 * aktualizacji nie przyjęto, w serwisie pozostaje wersja z 2026-11-12'.
 */
export function refusalLine(externalId: string, reason: string, keptSince: Date | null): string {
  if (keptSince === null) return offerReason(externalId, reason);
  return offerReason(
    externalId,
    `${reason}; aktualizacji nie przyjęto, w serwisie pozostaje wersja z ${formatDate(keptSince)}`,
  );
}

export const interruptedRun = 'import przerwany (awaria lub restart serwera)';
export const unexpectedPackageError = 'nieoczekiwany błąd serwera; paczka nie została zaimportowana';
export const unexpectedOfferError = (externalId: string) =>
  offerReason(externalId, 'błąd zapisu, spróbujemy ponownie przy następnym imporcie');

/** Whether the error's text is one of ours, fit to show: a database error carries its SQL and parameters. */
export function isShownProblem(error: unknown): error is Error {
  return error instanceof ImportProblem || error instanceof XmlError || error instanceof ZipError;
}

/**
 * The line a run records for an error: our own reason as it is; anything else becomes `fallback` and goes to the
 * operators' log in full, with what it happened to.
 */
export function problemLine(error: unknown, fallback: string, log: OperatorLog, details: object): string {
  if (!isShownProblem(error)) {
    log.error({ ...details, err: error }, `import: ${fallback}`);
    return fallback;
  }
  // The library's own words behind our reason (a broken ZIP, a cut XML) are English: for the operators only.
  if (error.cause !== undefined) log.error({ ...details, err: error }, `import: ${error.message}`);
  return error.message;
}
