import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { placesNothingText } from './integration-offers.tsx';
import { IntegrationDetails } from './integration-page.tsx';

const run = (runId: number, overrides: Record<string, unknown> = {}) => ({
  runId,
  fileName: `oferty_${runId}.zip`,
  status: 'done',
  repeatsRunId: null,
  added: 1,
  updated: 0,
  withdrawn: 0,
  failed: 0,
  problems: [],
  receivedAt: '2031-05-04T10:00:00.000Z',
  finishedAt: '2031-05-04T10:01:00.000Z',
  ...overrides,
});

function renderIntegration(port: number, overrides: Record<string, unknown> = {}) {
  const integration = {
    type: 'imo',
    ftpLogin: 'crm@biuro.pl',
    ftpPassword: 'tajne',
    ftp: { host: 'ftp.portal.pl', port, passive: true },
    offers: { live: 14, refused: 2, withoutPhotos: 3 },
    placesNothing: false,
    runs: [
      run(13, { status: 'duplicate', repeatsRunId: 12, added: 0 }),
      run(12, { repeatsRunId: 11 }),
      run(11, {
        status: 'partial',
        added: 2,
        failed: 2,
        problems: [
          'oferta R-2: błąd zapisu, spróbujemy ponownie przy następnym imporcie',
          'oferta R-3: zdjęcie plan.jpg odrzucone: to nie jest plik JPEG, PNG ani HEIC',
        ],
      }),
    ],
    ...overrides,
  };
  vi.stubGlobal('fetch', async () =>
    Response.json(integration, { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  renderInApp(<IntegrationDetails profile={makeProfile({ integrationId: 7 })} />, '/integracja');
}

afterEach(() => vi.unstubAllGlobals());

describe('/integracja', () => {
  it('says the FTP reception is off instead of showing port 0', async () => {
    renderIntegration(0);
    expect(
      await screen.findByText(
        'Odbiór ofert przez FTP jest obecnie wyłączony: program biura nie może teraz wysyłać paczek do portalu. Skontaktuj się z nami, aby dowiedzieć się, kiedy odbiór zostanie wznowiony.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Port')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('gives the address to connect to while FTP is on', async () => {
    renderIntegration(2121);
    expect(await screen.findByText('ftp.portal.pl')).toBeTruthy();
    expect(screen.getByText('2121')).toBeTruthy();
    expect(screen.queryByText(/wyłączony/)).toBeNull();
  });

  it("shows the company's runs in Polish: partial, retried and duplicate ones, each offer's problems", async () => {
    renderIntegration(2121);
    const table = await screen.findByRole('table', { name: 'Ostatnie importy' });
    const [, duplicate, retry, partial] = within(table).getAllByRole('row');
    expect(within(duplicate!).getByText('duplikat importu nr 12')).toBeTruthy();
    expect(within(retry!).getByText('zakończony, ponowienie importu nr 11')).toBeTruthy();
    expect(within(partial!).getByText('częściowo')).toBeTruthy();
    expect(
      within(partial!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'oferta R-2: błąd zapisu, spróbujemy ponownie przy następnym imporcie',
      'oferta R-3: zdjęcie plan.jpg odrzucone: to nie jest plik JPEG, PNG ani HEIC',
    ]);
    expect(within(table).queryByText(/partial|duplicate|done/)).toBeNull();
  });

  it('tells how many of its offers are online, were refused and lack photos', async () => {
    renderIntegration(2121);
    const table = await screen.findByRole('table', { name: 'Oferty z programu biura' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(cells).toEqual([
      'Ogłoszenia w serwisie14',
      'Oferty odrzucone w ostatnim imporcie2',
      'Ogłoszenia bez zdjęć3',
    ]);
    expect(screen.queryByText(placesNothingText)).toBeNull();
  });

  it('warns when packages come but none of the offers is online', async () => {
    renderIntegration(2121, { offers: { live: 0, refused: 9, withoutPhotos: 0 }, placesNothing: true });
    expect(await screen.findByText(placesNothingText)).toBeTruthy();
  });
});
