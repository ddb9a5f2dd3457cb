import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { OtherOffers } from './other-offers.tsx';

describe("the property's other offers on the ad page", () => {
  it('lists each with its price, advertiser and link, under its heading', () => {
    renderInApp(
      <OtherOffers
        offers={[
          {
            estateId: 41,
            type: 'apartment',
            rent: 0,
            title: 'Mieszkanie 3 pokoje Kraków',
            price: 520_000,
            seller: { kind: 'agency', name: 'Biuro Wawel' },
          },
          {
            estateId: 42,
            type: 'apartment',
            rent: 0,
            title: 'Trzy pokoje przy Karmelickiej',
            price: 545_000,
            seller: { kind: 'private', name: 'Ewa' },
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Inne oferty tej nieruchomości' });
    const links = within(section).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent?.replaceAll('\u00a0', ' '), link.getAttribute('href')]),
    ).toEqual([
      ['520 000 zł · Biuro Wawel', '/mieszkanie/mieszkanie-3-pokoje-krakow/41'],
      ['545 000 zł · Ewa', '/mieszkanie/trzy-pokoje-przy-karmelickiej/42'],
    ]);
    expect(within(section).getByText('Biuro nieruchomości')).toBeTruthy();
    expect(within(section).getByText('Osoba prywatna')).toBeTruthy();
  });

  it('shows nothing for a property of one offer', () => {
    const { container } = renderInApp(<OtherOffers offers={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
