/** Test counts of one suite; `note` explains anything the numbers alone would hide (a crash, a skip). */
export type Counts = { passed: number; failed: number; skipped: number };

export type SuiteResult = Counts & { name: string; seconds: number; note?: string };

export function formatSummary(results: SuiteResult[]): string[] {
  const width = Math.max(...results.map((result) => result.name.length), 5) + 2;
  const lines = results.map((result) => {
    const skipped = result.skipped > 0 ? `, ${result.skipped} skipped` : '';
    const counts = `${result.passed} passed, ${result.failed} failed${skipped}`;
    const note = result.note ? `  -- ${result.note}` : '';
    return `${result.name.padEnd(width)}${counts.padEnd(34)}${result.seconds.toFixed(1).padStart(7)} s${note}`;
  });
  const total = totalOf(results);
  return ['', 'Test summary', ...lines, `${total.passed} passed, ${total.failed} failed`];
}

export function totalOf(results: SuiteResult[]): Counts {
  return {
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    skipped: results.reduce((sum, result) => sum + result.skipped, 0),
  };
}

/** The counts kept under `name`, created empty on first use. */
export function countsFor(byName: Record<string, Counts>, name: string): Counts {
  const existing = byName[name];
  if (existing) return existing;
  const created = { passed: 0, failed: 0, skipped: 0 };
  byName[name] = created;
  return created;
}
