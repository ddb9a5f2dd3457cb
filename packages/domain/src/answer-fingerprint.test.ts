import { describe, expect, it } from 'vitest';
import { answerFingerprint } from './answer-fingerprint.ts';

const answer = {
  rows: [{ estateId: 7, title: 'Działka pod lasem', price: 120_000, refreshDate: null }],
  count: 1,
};

describe('answerFingerprint', () => {
  it('is the same for the same answer, however it was made', () => {
    expect(answerFingerprint(JSON.parse(JSON.stringify(answer)))).toBe(answerFingerprint(answer));
  });

  it('changes with any field, a count or an order of rows', () => {
    const other = { estateId: 8, title: 'Działka nad rzeką', price: 99_000, refreshDate: null };
    const variants = [
      { ...answer, count: 2 },
      { ...answer, rows: [{ ...answer.rows[0], price: 119_000 }] },
      { ...answer, rows: [{ ...answer.rows[0], title: 'Działka pod lasem!' }] },
      { rows: [...answer.rows, other], count: 2 },
      { rows: [other, ...answer.rows], count: 2 },
    ];
    const fingerprints = new Set([answer, ...variants].map(answerFingerprint));
    expect(fingerprints.size).toBe(variants.length + 1);
  });
});
