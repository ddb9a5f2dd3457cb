// The admin's view of the FTP imports: every integration with its health, every run, and the
// mass withdrawals held for a decision.
import { z } from 'zod';
import { ImportOffersSchema, ImportRunSchema } from './api.ts';
import { estateTypes, integrationTypes } from './enums.ts';
import { importFormats } from './import-formats.ts';

const id = z.number().int().positive();
const isoDate = z.string();

/** An integration with no delivery for this long is flagged to the admin (a CRM that stopped sending). */
export const importSilentHours = 48;

/**
 * Whether an integration has gone silent: its last delivery (or, before the first one, its creation) is more than
 * importSilentHours ago.
 */
export function isImportSilent(lastDeliveryAt: Date | null, createdAt: Date, now = new Date()): boolean {
  const since = lastDeliveryAt ?? createdAt;
  return now.getTime() - since.getTime() > importSilentHours * 3_600_000;
}

/** GET /api/site/imports: one row per integration. */
export const ImportIntegrationSchema = z.object({
  integrationId: id,
  type: z.enum(integrationTypes),
  format: z.enum(importFormats),
  ftpLogin: z.string(),
  company: z.object({ userId: id, email: z.string(), name: z.string() }),
  createdAt: isoDate,
  /** The last package seen in the FTP folder, imported or a repeat of an earlier one. */
  lastDeliveryAt: isoDate.nullable(),
  silent: z.boolean(),
  /** The company's listed ads, its own ones included. */
  activeAds: z.number().int(),
  /** The ads of this integration online, and what its last import left out. */
  offers: ImportOffersSchema,
  /** It delivers, but none of its offers is online: the last import left them all out. */
  placesNothing: z.boolean(),
  lastRun: ImportRunSchema.nullable(),
  heldWithdrawals: z.number().int(),
});
export type ImportIntegration = z.infer<typeof ImportIntegrationSchema>;
export const ImportIntegrationListSchema = z.array(ImportIntegrationSchema);

/** GET /api/site/imports/runs?integrationId=&page=: every run, newest first, with the integration it belongs to. */
export const AdminImportRunSchema = ImportRunSchema.extend({
  integrationId: id,
  ftpLogin: z.string(),
  startedAt: isoDate,
  /** The newest run that retried this one's package since, if any: a run retried is not offered again. */
  retriedByRunId: id.nullable(),
  /** Progress: the offers the run goes through (null until its package is read) and those done, as of its heartbeat. */
  offersTotal: z.number().int().nullable(),
  offersDone: z.number().int(),
});
export type AdminImportRun = z.infer<typeof AdminImportRunSchema>;
export const AdminImportRunPageSchema = z.object({
  runs: z.array(AdminImportRunSchema),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});
export type AdminImportRunPage = z.infer<typeof AdminImportRunPageSchema>;
export const importRunsPerPage = 20;

/** GET /api/site/imports/pending: a full export's mass withdrawal waiting for the admin. */
export const HeldWithdrawalSchema = z.object({
  withdrawalId: id,
  integrationId: id,
  ftpLogin: z.string(),
  companyName: z.string(),
  runId: id,
  fileName: z.string(),
  count: z.number().int(),
  activeAds: z.number().int(),
  /** A few of the ads that would go, so that the admin sees what is at stake (the type builds each ad's address). */
  sample: z.array(z.object({ estateId: id, type: z.enum(estateTypes), title: z.string() })),
  createdAt: isoDate,
});
export type HeldWithdrawal = z.infer<typeof HeldWithdrawalSchema>;
export const HeldWithdrawalListSchema = z.array(HeldWithdrawalSchema);

const count = z.number().int();

/**
 * POST /api/site/imports/run/{integrationId} and POST /api/site/imports/runs/{runId}/again: what an on-demand run did
 * with each package. 'done', 'partial' and 'failed' packages carry their run and counts; 'duplicate' (imported
 * before) and 'busy' (another import of the integration running) none.
 */
export const ImportRunNowSchema = z.object({
  runs: z.array(
    z.union([
      z.object({
        status: z.enum(['done', 'partial', 'failed']),
        runId: id,
        added: count,
        updated: count,
        withdrawn: count,
        failed: count,
        problems: z.array(z.string()),
      }),
      z.object({ status: z.enum(['duplicate', 'busy']) }),
    ]),
  ),
});
export type ImportRunNow = z.infer<typeof ImportRunNowSchema>;

/**
 * POST /api/site/imports/run/{integrationId}: 'Importuj teraz' answers at once and imports the waiting packages in
 * the background; their runs show how far each has got.
 */
export const ImportStartedSchema = z.object({ message: z.string(), packages: count });
export type ImportStarted = z.infer<typeof ImportStartedSchema>;
export type ImportRunOutcome = ImportRunNow['runs'][number];

/** A run's state as the admin and the company read it. */
export const importRunStatusLabels: Record<string, string> = {
  running: 'w toku',
  done: 'zakończony',
  partial: 'częściowo',
  failed: 'nieudany',
  duplicate: 'duplikat',
};

/**
 * A run's state in words with the run it repeats, as the admin and the company read it: 'duplikat importu nr 12'
 * (that run imported the same content), 'zakończony, ponowienie importu nr 12'.
 */
export function importRunStateText(run: { status: string; repeatsRunId: number | null }): string {
  const label = importRunStatusLabels[run.status] ?? run.status;
  if (run.repeatsRunId === null) return label;
  if (run.status === 'duplicate') return `${label} importu nr ${run.repeatsRunId}`;
  return `${label}, ponowienie importu nr ${run.repeatsRunId}`;
}

export const importAdminMessages = {
  silent: `Brak dostaw od ${importSilentHours} h`,
  placesNothing: 'Żadna oferta nie trafia do serwisu',
  withdrawalApproved: (count: number) => `Wycofano ogłoszeń: ${count}.`,
  withdrawalRejected: 'Ogłoszenia pozostają aktywne.',
  noDecision: 'Nie ma takiej decyzji do podjęcia.',
  integrationMissing: 'Integracja nie istnieje.',
  formatSaved: 'Zapisano format plików integracji.',
  runMissing: 'Nie ma takiego importu.',
  packageGone: 'Plik tej paczki nie jest już dostępny.',
  importStarted: 'Import rozpoczęty — postęp widać na liście przebiegów.',
  noPackages: 'Brak paczek do importu.',
} as const;
