import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { ImportsOverview } from './imports-page.tsx';
import { SilentIntegrationsAlert, silentIntegrationsText } from './silent-integrations-alert.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const lastRun = {
  runId: 9,
  fileName: 'oferty_2.zip',
  status: 'done',
  repeatsRunId: null,
  added: 3,
  updated: 1,
  withdrawn: 2,
  failed: 1,
  problems: ['Oferta X-1: brak ceny'],
  receivedAt: '2031-05-04T10:00:00.000Z',
  finishedAt: '2031-05-04T10:01:00.000Z',
};

function integration(integrationId: number, overrides: Record<string, unknown> = {}) {
  return {
    integrationId,
    type: 'imo',
    format: 'auto',
    ftpLogin: `crm${integrationId}@biuro.pl`,
    company: {
      userId: 100 + integrationId,
      email: `biuro${integrationId}@biuro.pl`,
      name: `Biuro ${integrationId}`,
    },
    createdAt: '2031-05-01T08:00:00.000Z',
    lastDeliveryAt: '2031-05-04T10:00:00.000Z',
    silent: false,
    activeAds: 40,
    offers: { live: 38, refused: 1, withoutPhotos: 0 },
    placesNothing: false,
    lastRun,
    heldWithdrawals: 0,
    ...overrides,
  };
}

const integrations = [
  integration(2, { silent: true, lastDeliveryAt: null, lastRun: null }),
  integration(1),
  integration(3, {
    activeAds: 2,
    offers: { live: 0, refused: 12, withoutPhotos: 0 },
    placesNothing: true,
    lastRun: { ...lastRun, added: 0, updated: 0, withdrawn: 0, failed: 12 },
  }),
];

const held = {
  withdrawalId: 5,
  integrationId: 1,
  ftpLogin: 'crm1@biuro.pl',
  companyName: 'Biuro 1',
  runId: 9,
  fileName: 'pelny_eksport.zip',
  count: 30,
  activeAds: 40,
  sample: [
    { estateId: 77, type: 'house', title: 'Dom pod lasem' },
    { estateId: 78, type: 'land', title: 'Działka przy lesie' },
  ],
  createdAt: '2031-05-04T10:01:00.000Z',
};

const run = (runId: number, overrides: Record<string, unknown> = {}) => ({
  ...lastRun,
  runId,
  integrationId: 1,
  ftpLogin: 'crm1@biuro.pl',
  startedAt: '2031-05-04T10:00:30.000Z',
  retriedByRunId: null,
  offersTotal: 3,
  offersDone: 3,
  ...overrides,
});

type Answer = (url: string, init: RequestInit) => Response;
let runsOf: (page: number) => unknown[];
let pending: unknown[];
let runAnswer: unknown;
let startAnswer: unknown;
let fetchMock: ReturnType<typeof vi.fn<Answer>>;

beforeEach(() => {
  pending = [held];
  runAnswer = { runs: [] };
  startAnswer = { message: 'Brak paczek do importu.', packages: 0 };
  runsOf = (page) => [run(page * 10, { fileName: `strona_${page}.zip` })];
  fetchMock = vi.fn<Answer>((url, init) => {
    if (init.method === 'POST' && url.startsWith('/api/site/imports/run/')) return json(200, startAnswer);
    if (init.method === 'POST' && url.endsWith('/again')) return json(200, runAnswer);
    if (init.method === 'POST' && url.endsWith('/approve')) {
      pending = [];
      return json(200, { message: 'Wycofano ogłoszeń: 30.' });
    }
    if (init.method === 'POST' && url.endsWith('/reject')) {
      pending = [];
      return json(200, { message: 'Ogłoszenia pozostają aktywne.' });
    }
    if (init.method === 'PUT' && url.startsWith('/api/site/imports/format/'))
      return json(200, { message: 'Zapisano format plików integracji.' });
    if (url === '/api/site/imports') return json(200, integrations);
    if (url === '/api/site/imports/pending') return json(200, pending);
    if (url.startsWith('/api/site/imports/runs')) {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json(200, { runs: runsOf(page), page, pages: 3 });
    }
    return json(404, { error: 'unexpected' });
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => fetchMock(url, init));
});

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

const renderOverview = () =>
  renderInApp(
    <>
      <FlashAlerts />
      <ImportsOverview />
    </>,
  );
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init.method ?? 'GET') === method).map(([url]) => url);

describe('integrations', () => {
  it("flags the silent integration and shows each one's delivery, ads and last run", async () => {
    renderOverview();
    const table = await screen.findByRole('table', { name: 'Integracje' });
    const [, silentRow, healthyRow] = within(table).getAllByRole('row');
    if (!silentRow || !healthyRow) throw new Error('two integration rows expected');
    expect(within(silentRow).getByText('Brak dostaw od 48 h')).toBeTruthy();
    expect(within(silentRow).getByText('nigdy')).toBeTruthy();
    expect(within(silentRow).getByText('biuro2@biuro.pl')).toBeTruthy();
    expect(within(healthyRow).queryByText('Brak dostaw od 48 h')).toBeNull();
    expect(within(healthyRow).getByText('dodane 3, zmienione 1, wycofane 2, pominięte 1')).toBeTruthy();
  });

  it("shows what of each one's offers is online, and flags one whose packages place nothing", async () => {
    renderOverview();
    const table = await screen.findByRole('table', { name: 'Integracje' });
    const [, silentRow, healthyRow, refusingRow] = within(table).getAllByRole('row');
    if (!silentRow || !healthyRow || !refusingRow) throw new Error('three integration rows expected');
    expect(within(healthyRow).getByText('w serwisie 38')).toBeTruthy();
    expect(within(healthyRow).getByText('odrzucone w ostatnim imporcie 1')).toBeTruthy();
    expect(within(healthyRow).queryByText('bez zdjęć', { exact: false })).toBeNull();
    expect(within(healthyRow).queryByText('Żadna oferta nie trafia do serwisu')).toBeNull();
    expect(within(refusingRow).getByText('w serwisie 0')).toBeTruthy();
    expect(within(refusingRow).getByText('odrzucone w ostatnim imporcie 12')).toBeTruthy();
    expect(within(refusingRow).getByText('Żadna oferta nie trafia do serwisu')).toBeTruthy();
    expect(within(refusingRow).queryByText('Brak dostaw od 48 h')).toBeNull();
  });

  it('imports now and tells what happened', async () => {
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: 'Importuj teraz: crm1@biuro.pl' }));
    expect(await screen.findByText('crm1@biuro.pl: Brak paczek do importu.')).toBeTruthy();
    expect(calls('POST')).toEqual(['/api/site/imports/run/1']);

    startAnswer = { message: 'Import rozpoczęty — postęp widać na liście przebiegów.', packages: 2 };
    await userEvent.click(screen.getByRole('button', { name: 'Importuj teraz: crm2@biuro.pl' }));
    expect(
      await screen.findByText('crm2@biuro.pl: Import rozpoczęty — postęp widać na liście przebiegów.'),
    ).toBeTruthy();
  });
});

describe("an integration's file format", () => {
  it('is set from its row and saved', async () => {
    renderOverview();
    const select = await screen.findByLabelText('Format plików: crm1@biuro.pl');
    expect((select as HTMLSelectElement).value).toBe('auto');
    await userEvent.selectOptions(select, 'Otodom');
    expect(await screen.findByText('Zapisano format plików integracji.')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call.method === 'PUT')!;
    expect(calls('PUT')).toEqual(['/api/site/imports/format/1']);
    expect(JSON.parse(String(init.body))).toEqual({ format: 'otodom' });
  });
});

describe('held withdrawals', () => {
  it("withdraws only after the confirm, then shows the server's message and refreshes", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderOverview();
    const card = await screen.findByRole('article', { name: 'Biuro 1: 30 z 40 aktywnych ogłoszeń' });
    // Each sample links to its own ad's address, built from the ad's type.
    expect(within(card).getByRole('link', { name: 'Dom pod lasem' }).getAttribute('href')).toBe(
      '/dom/dom-pod-lasem/77',
    );
    expect(within(card).getByRole('link', { name: 'Działka przy lesie' }).getAttribute('href')).toBe(
      '/dzialka/dzialka-przy-lesie/78',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Wycofaj ogłoszenia' }));
    expect(confirm).toHaveBeenCalledWith(
      'Czy na pewno chcesz wycofać 30 z 40 aktywnych ogłoszeń firmy Biuro 1?',
    );
    expect(calls('POST')).toEqual([]);

    confirm.mockReturnValue(true);
    await userEvent.click(within(card).getByRole('button', { name: 'Wycofaj ogłoszenia' }));
    expect(await screen.findByText('Wycofano ogłoszeń: 30.')).toBeTruthy();
    expect(calls('POST')).toEqual(['/api/site/imports/pending/5/approve']);
    expect(await screen.findByText('Żadne wycofanie nie czeka na decyzję.')).toBeTruthy();
    expect(calls('GET').filter((url) => url === '/api/site/imports').length).toBeGreaterThan(1);
  });

  it('keeps the ads when the admin says so', async () => {
    renderOverview();
    const card = await screen.findByRole('article', { name: /Biuro 1/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Zostaw aktywne' }));
    expect(await screen.findByText('Ogłoszenia pozostają aktywne.')).toBeTruthy();
    expect(calls('POST')).toEqual(['/api/site/imports/pending/5/reject']);
  });
});

describe('import runs', () => {
  it('pages through the runs and filters them by integration', async () => {
    renderOverview();
    const runs = await screen.findByRole('table', { name: 'Ostatnie importy' });
    expect(within(runs).getByText('strona_1.zip')).toBeTruthy();
    await userEvent.click(within(runs).getByText('Problemy (1)'));
    expect(within(runs).getByText('Oferta X-1: brak ceny')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Strony importów' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Strona 2' }));
    expect(await screen.findByText('strona_2.zip')).toBeTruthy();
    expect(calls('GET')).toContain('/api/site/imports/runs?page=2');

    await userEvent.selectOptions(screen.getByLabelText('Integracja'), 'crm2@biuro.pl (Biuro 2)');
    await waitFor(() => expect(calls('GET')).toContain('/api/site/imports/runs?integrationId=2&page=1'));
    expect(await screen.findByText('strona_1.zip')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pokaż importy: crm1@biuro.pl' }));
    await waitFor(() => expect(calls('GET')).toContain('/api/site/imports/runs?integrationId=1&page=1'));
    expect((screen.getByLabelText('Integracja') as HTMLSelectElement).value).toBe('1');
  });
});

describe('a run whose offers failed', () => {
  it('is imported again on request, and the admin is told what happened', async () => {
    runsOf = () => [run(10, { fileName: 'strona_1.zip', status: 'partial' })];
    runAnswer = {
      runs: [{ status: 'done', runId: 31, added: 1, updated: 0, withdrawn: 0, failed: 0, problems: [] }],
    };
    renderOverview();
    const runs = await screen.findByRole('table', { name: 'Ostatnie importy' });
    expect(within(runs).getByText('częściowo')).toBeTruthy();
    await userEvent.click(within(runs).getByRole('button', { name: 'Importuj ponownie: strona_1.zip' }));
    expect(
      await screen.findByText(
        'strona_1.zip: Przetworzone paczki: 1. Dodane: 1, zmienione: 0, wycofane: 0, pominięte: 0.',
      ),
    ).toBeTruthy();
    expect(calls('POST')).toEqual(['/api/site/imports/runs/10/again']);
  });

  it('is offered again only until a later run retried it; a duplicate names the run of its content', async () => {
    runsOf = () => [
      run(13, { fileName: 'powtorka.zip', status: 'duplicate', repeatsRunId: 12, problems: [] }),
      run(12, { fileName: 'oferty.zip', repeatsRunId: 11, problems: [] }),
      run(11, { fileName: 'oferty.zip', status: 'partial', retriedByRunId: 12 }),
      run(10, { fileName: 'zepsuta.zip', status: 'failed' }),
      run(9, { fileName: 'pominiete.zip', status: 'done', failed: 1 }),
    ];
    renderOverview();
    const table = await screen.findByRole('table', { name: 'Ostatnie importy' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual([
      'duplikat importu nr 12',
      'zakończony, ponowienie importu nr 11',
      'częściowo',
      'nieudany',
      'zakończony',
    ]);
    expect(
      within(table)
        .getAllByRole('button', { name: /Importuj ponownie/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Importuj ponownie: zepsuta.zip']);
  });
});

describe('silent integrations on the statistics page', () => {
  it('counts the silent ones and links to the import screen', async () => {
    renderInApp(<SilentIntegrationsAlert />);
    expect(await screen.findByText('1 integracja bez dostaw od 48 h')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz importy ofert' }).getAttribute('href')).toBe(
      '/admin/importy',
    );
  });

  it('says nothing when every integration delivers', async () => {
    fetchMock.mockImplementation(() => json(200, [integration(1)]));
    renderInApp(<SilentIntegrationsAlert />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(/bez dostaw/)).toBeNull();
  });

  it('speaks Polish plurals', () => {
    expect([2, 5, 12, 22].map(silentIntegrationsText)).toEqual([
      '2 integracje bez dostaw od 48 h',
      '5 integracji bez dostaw od 48 h',
      '12 integracji bez dostaw od 48 h',
      '22 integracje bez dostaw od 48 h',
    ]);
  });
});
