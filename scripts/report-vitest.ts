import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { type Counts, countsFor } from './test-counts.ts';

/** What this reporter leaves behind for scripts/test.ts: counts per Vitest project plus run-level failures. */
export type VitestSummary = {
  projects: Record<string, Counts>;
  unhandledErrors: number;
  reason: TestRunEndReason;
};

// Vitest's own summary ("Tests 5 passed (5)") has no per-project split and is not the line CI reads, so the
// counts are written as JSON to the file named by PORTAL_VITEST_SUMMARY and totalled by scripts/test.ts.
export default class SummaryReporter implements Reporter {
  private projectNames: string[] = [];

  onInit(vitest: Vitest): void {
    this.projectNames = vitest.projects.map((project) => project.name);
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): void {
    const file = process.env.PORTAL_VITEST_SUMMARY;
    if (!file) return;
    const projects: Record<string, Counts> = {};
    for (const name of this.projectNames) countsFor(projects, suiteOf(name));
    for (const module of testModules) {
      addModule(countsFor(projects, suiteOf(module.project.name)), module);
    }
    const summary: VitestSummary = { projects, unhandledErrors: unhandledErrors.length, reason };
    writeFileSync(file, JSON.stringify(summary, null, 2));
  }
}

/** A project split for its settings ('server:mocks') counts as the suite it belongs to ('server'). */
function suiteOf(project: string): string {
  return project.split(':')[0] ?? project;
}

function addModule(counts: Counts, module: TestModule): void {
  let failedTests = 0;
  for (const test of module.children.allTests()) {
    const state = test.result().state;
    if (state === 'passed') counts.passed++;
    else if (state === 'failed') failedTests++;
    else counts.skipped++;
  }
  counts.failed += failedTests;
  // A file that cannot load, or whose beforeAll throws, may fail without any failed test: count it once so
  // a broken file can never look like a clean run.
  const brokenOutsideTests = module.state() === 'failed' || hasSuiteErrors(module);
  if (brokenOutsideTests && failedTests === 0) counts.failed++;
}

function hasSuiteErrors(module: TestModule): boolean {
  if (module.errors().length > 0) return true;
  for (const suite of module.children.allSuites()) if (suite.errors().length > 0) return true;
  return false;
}
