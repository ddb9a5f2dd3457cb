import { describe, expect, it } from 'vitest';
import { sellerKind, sellerKindLabels } from './seller-kinds.ts';

describe('sellerKind', () => {
  it('shows a private account as a private person, even one marked a developer', () => {
    expect(sellerKindLabels[sellerKind({ company: false, developer: false })]).toBe('Osoba prywatna');
    expect(sellerKindLabels[sellerKind({ company: false, developer: true })]).toBe('Osoba prywatna');
  });

  it('shows a company as an agency unless it is a developer', () => {
    expect(sellerKindLabels[sellerKind({ company: true, developer: false })]).toBe('Biuro nieruchomości');
    expect(sellerKindLabels[sellerKind({ company: true, developer: true })]).toBe('Deweloper');
  });
});
