import type { EstateCard as EstateCardData } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { EstateGrid } from './estate-grid.tsx';

const card = (estateId: number) =>
  ({
    estateId,
    type: 'apartment',
    rent: 0,
    title: `Mieszkanie numer ${estateId}`,
    description: 'Jasne mieszkanie.',
    price: 500000,
    area: 50,
    landArea: null,
    rooms: 2,
    city: { cityId: 3, city: 'Kraków' },
    province: { provinceId: 12 },
    photo: { container: 'estates', filename: `${estateId}.webp` },
    promoted: 0,
    creationDate: '2026-01-01T10:00:00.000Z',
    refreshDate: null,
    photosCount: 1,
    seller: { userId: 8, kind: 'private', name: null },
  }) as unknown as EstateCardData;

const estates = [1, 2, 3, 4, 5, 6].map(card);
const photoOf = (estateId: number) =>
  screen
    .getByRole('link', { name: `Mieszkanie numer ${estateId}` })
    .closest('article')
    ?.querySelector('img') as HTMLImageElement;

describe('estate grid photos', () => {
  it('above the fold: the first row loads at once, the first photo with high priority, the rest lazily', () => {
    renderInApp(<EstateGrid estates={estates} isLoading={false} placeholders={4} isAboveFold />);
    expect(photoOf(1).getAttribute('fetchpriority')).toBe('high');
    expect([1, 2, 3, 4].map((id) => photoOf(id).getAttribute('loading'))).toEqual(Array(4).fill('eager'));
    expect(photoOf(2).getAttribute('fetchpriority')).toBeNull();
    expect([5, 6].map((id) => photoOf(id).getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('further down the page: every photo waits until scrolled near', () => {
    renderInApp(<EstateGrid estates={estates} isLoading={false} placeholders={4} />);
    expect(estates.map((estate) => photoOf(estate.estateId).getAttribute('loading'))).toEqual(
      Array(6).fill('lazy'),
    );
    expect(photoOf(1).getAttribute('fetchpriority')).toBeNull();
  });
});
