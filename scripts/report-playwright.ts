import { existsSync, readFileSync } from 'node:fs';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import { type Counts, countsFor } from './test-counts.ts';

export type PlaywrightSummary = { projects: Record<string, Counts>; errors: number };

/**
 * Reads the JSON report that apps/e2e/playwright.config.ts writes and counts results per Playwright project
 * (desktop, phone). Errors outside tests (global setup, a file that does not load) are returned separately.
 * Returns undefined when no report was written, which the caller treats as a crash.
 */
export function readPlaywrightSummary(file: string): PlaywrightSummary | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as JSONReport;
  const projects: Record<string, Counts> = {};
  for (const project of report.config.projects) countsFor(projects, project.name);
  for (const suite of report.suites) addSuite(projects, suite);
  return { projects, errors: report.errors.length };
}

function addSuite(projects: Record<string, Counts>, suite: JSONReportSuite): void {
  for (const spec of suite.specs) {
    for (const test of spec.tests) {
      const counts = countsFor(projects, test.projectName);
      // 'flaky' cannot happen with retries 0, but if someone turns retries on, a flaky pass is still a pass.
      if (test.status === 'expected' || test.status === 'flaky') counts.passed++;
      else if (test.status === 'unexpected') counts.failed++;
      else counts.skipped++;
    }
  }
  for (const child of suite.suites ?? []) addSuite(projects, child);
}
