// Route module of '/przejrzystosc': how many reports came in, what was decided and how appeals ended, counted by the
// server from the portal's own records (GET /api/site/transparency), by month and in total.
import { Box, Loader } from '@mantine/core';
import {
  formatDateTime,
  formatNumber,
  type ReportReason,
  reportReasonLabels,
  routes,
  type Transparency,
  type TransparencyPeriod,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { useTransparency } from './api/get-transparency.ts';
import { InfoPage, PageLink } from './info-page.tsx';

export const transparencyTexts = {
  title: 'Przejrzystość',
  lastTwelve: 'Ostatnie 12 miesięcy',
  total: 'Od początku',
  unavailable: 'Nie udało się wczytać zestawienia. Spróbuj ponownie za kilka minut.',
};

// The decisions as a reader names them; a kind the log gains later shows by its key until it gets a name here.
const decisionLabels: Record<string, string> = {
  keep: 'Ogłoszenie pozostawione (zgłoszenia oddalone)',
  remove: 'Ogłoszenie usunięte',
  correct: 'Ogłoszenie ukryte do poprawienia',
  block: 'Konto ogłoszeniodawcy zablokowane',
  held: 'Ogłoszenie wstrzymane automatycznie do weryfikacji',
};

const monthNames = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

/** '2026-11' → 'listopad 2026'. */
function monthName(month: string): string {
  const [year, number = 1] = month.split('-').map(Number);
  return `${monthNames[number - 1]} ${year}`;
}

/** '4 godz.', '3,5 dnia', '45 min'; a dash while nothing is settled. */
export function formatWait(hours: number | null): string {
  if (hours === null) return '–';
  if (hours < 1) return `${Math.round(hours * 60)}\u00a0min`;
  if (hours < 48) return `${formatNumber(Math.round(hours * 10) / 10)}\u00a0godz.`;
  const days = Math.round((hours / 24) * 10) / 10;
  return `${formatNumber(days)}\u00a0${Number.isInteger(days) ? 'dni' : 'dnia'}`;
}

type Row = { label: string; values: [ReactNode, ReactNode] };

// Typography dims a caption below the contrast a title of figures needs. Inline: a stylesheet of its own would be
// one more file name in every page's first load (the route's preload list).
const captionStyle = {
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: 700,
  color: 'var(--mantine-color-text)',
} as const;

/**
 * A table that scrolls inside its own box on a narrow screen; the box takes the keyboard's focus, so that arrow keys
 * scroll it (axe asks it of a scrollable region without links).
 */
function FigureTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table>
        <caption style={captionStyle}>{caption}</caption>
        {children}
      </table>
    </Box>
  );
}

function PeriodTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <FigureTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Rodzaj</th>
          <th scope="col">{transparencyTexts.lastTwelve}</th>
          <th scope="col">{transparencyTexts.total}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.values[0]}</td>
            <td>{row.values[1]}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}

const both = (figures: Transparency, pick: (period: TransparencyPeriod) => ReactNode): Row['values'] => [
  pick(figures.lastTwelveMonths),
  pick(figures.total),
];

function Figures({ figures }: { figures: Transparency }) {
  const count = (reason: ReportReason) => (period: TransparencyPeriod) =>
    formatNumber(period.reports.find((row) => row.reason === reason)?.count ?? 0);
  const decided = (action: string) => (period: TransparencyPeriod) =>
    formatNumber(period.decisions.find((row) => row.action === action)?.count ?? 0);
  const sum = (rows: { count: number }[]) => formatNumber(rows.reduce((total, row) => total + row.count, 0));
  const actions = [
    ...new Set([...Object.keys(decisionLabels), ...figures.total.decisions.map((row) => row.action)]),
  ];
  return (
    <>
      <p>Stan na {formatDateTime(figures.countedAt)}. Liczby odświeżamy co kilka minut.</p>
      <h2>Zgłoszenia</h2>
      <PeriodTable
        caption="Zgłoszenia ogłoszeń według powodu"
        rows={[
          ...figures.total.reports.map(({ reason }) => ({
            label: reportReasonLabels[reason],
            values: both(figures, count(reason)),
          })),
          { label: 'Razem', values: both(figures, (period) => sum(period.reports)) },
        ]}
      />
      <h2>Decyzje</h2>
      <p>
        Automatycznie serwis jedynie wstrzymuje do weryfikacji ogłoszenie, które kontrola ryzyka oceniła jako
        bardzo podejrzane. O pozostawieniu, usunięciu lub ukryciu ogłoszenia i o zablokowaniu konta zawsze
        decyduje administrator.
      </p>
      <PeriodTable
        caption="Decyzje moderacji według rodzaju"
        rows={[
          ...actions.map((action) => ({
            label: decisionLabels[action] ?? action,
            values: both(figures, decided(action)),
          })),
          { label: 'Razem', values: both(figures, (period) => sum(period.decisions)) },
          {
            label: 'W tym podjęte automatycznie',
            values: both(figures, (period) => formatNumber(period.automaticDecisions)),
          },
          {
            label: 'Mediana czasu od zgłoszenia do decyzji',
            values: both(figures, (period) => formatWait(period.medianHoursToDecision)),
          },
        ]}
      />
      <h2>Odwołania</h2>
      <PeriodTable
        caption="Odwołania ogłoszeniodawców i ich wynik"
        rows={[
          { label: 'Złożone', values: both(figures, (period) => formatNumber(period.appeals.received)) },
          {
            label: 'Decyzja utrzymana',
            values: both(figures, (period) => formatNumber(period.appeals.upheld)),
          },
          {
            label: 'Decyzja zmieniona',
            values: both(figures, (period) => formatNumber(period.appeals.changed)),
          },
          {
            label: 'W trakcie rozpatrywania',
            values: both(figures, (period) => formatNumber(period.appeals.pending)),
          },
        ]}
      />
      <h2>Miesiąc po miesiącu</h2>
      <FigureTable caption="Zgłoszenia, decyzje i odwołania w kolejnych miesiącach">
        <thead>
          <tr>
            <th scope="col">Miesiąc</th>
            <th scope="col">Zgłoszenia</th>
            <th scope="col">Decyzje</th>
            <th scope="col">W tym automatyczne</th>
            <th scope="col">Odwołania</th>
            <th scope="col">Mediana czasu do decyzji</th>
          </tr>
        </thead>
        <tbody>
          {figures.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td>{formatNumber(month.reports)}</td>
              <td>{formatNumber(month.decisions)}</td>
              <td>{formatNumber(month.automaticDecisions)}</td>
              <td>{formatNumber(month.appeals)}</td>
              <td>{formatWait(month.medianHoursToDecision)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </>
  );
}

export function Component() {
  const { data, isError } = useTransparency();
  return (
    <InfoPage title={transparencyTexts.title}>
      <p>
        Każdy może zgłosić ogłoszenie, które narusza prawo lub{' '}
        <PageLink to={routes.terms()}>regulamin</PageLink>. Zgłoszenia rozpatrują administratorzy, a od
        decyzji ograniczającej ogłoszenie lub konto ogłoszeniodawca może się raz odwołać (§ 4 regulaminu).
        Poniżej pokazujemy, ile zgłoszeń otrzymaliśmy, jakie decyzje podjęliśmy i jak zakończyły się odwołania
        – wprost z danych serwisu.
      </p>
      {data ? (
        <Figures figures={data} />
      ) : isError ? (
        <p>{transparencyTexts.unavailable}</p>
      ) : (
        <Loader role="status" aria-label="Wczytywanie zestawienia" />
      )}
    </InfoPage>
  );
}
