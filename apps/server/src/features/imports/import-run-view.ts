import type { ImportRun } from '@portal/domain';
import type { importRuns } from '../../db/schema.ts';

/** A run as the API shows it (the company's /integracja and the admin's screen alike). */
export function toImportRun(run: typeof importRuns.$inferSelect): ImportRun {
  return {
    runId: run.runId,
    fileName: run.fileName,
    status: run.status,
    repeatsRunId: run.repeatsRunId,
    added: run.added,
    updated: run.updated,
    withdrawn: run.withdrawn,
    failed: run.failed,
    problems: run.problems,
    receivedAt: run.receivedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** The name the admin knows a company by: its company name, else the person's, else the e-mail. */
export function companyNameOf(user: {
  email: string;
  companyName: string | null;
  name: string | null;
  surname: string | null;
}): string {
  const person = [user.name, user.surname].filter(Boolean).join(' ');
  return user.companyName?.trim() || person || user.email;
}
