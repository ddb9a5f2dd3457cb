import { describe, expect, it } from 'vitest';
import { countOf, nouns, pluralForm } from './plural.ts';

describe('Polish counted nouns', () => {
  it('takes the form the number asks for', () => {
    const forms = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112].map((n) => pluralForm(n, nouns.rooms));
    expect(forms).toEqual([
      'pokój',
      'pokoje',
      'pokoje',
      'pokoi',
      'pokoi',
      'pokoi',
      'pokoi',
      'pokoi',
      'pokoje',
      'pokoi',
      'pokoje',
      'pokoi',
    ]);
    expect(countOf(0, nouns.photos)).toBe('0\u00a0zdjęć');
  });
});
