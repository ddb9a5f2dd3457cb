// EstiCRM's status and offerExport values, each with what it must do to an offer (esticrm-package.test.ts): the
// written-down meaning of every value the portal reads.

// The office's status dictionary: each label the portal reads (esticrm-status.ts), keyed as an installation might.
// Only key 3 is the same everywhere (CRM-EXPORTS §3.5); the rest are read by their label, whatever their key.
const statuses: { key: string; label: string; online: boolean }[] = [
  { key: '3', label: 'Aktywna publikacja', online: true },
  { key: '4', label: 'Aktywna', online: true },
  { key: '5', label: 'Zarezerwowana', online: false },
  { key: '6', label: 'Sprzedana', online: false },
  { key: '7', label: 'Wycofana', online: false },
  { key: '8', label: 'Wynajęta', online: false },
  { key: '9', label: 'Wynajeta', online: false },
  { key: '10', label: 'Rezerwacja', online: false },
  { key: '11', label: 'Archiwalna', online: false },
  { key: '12', label: 'Nieaktywna', online: false },
  { key: '13', label: 'Zawieszona', online: false },
  { key: '14', label: 'Robocza', online: false },
  { key: '15', label: 'Usunięta', online: false },
];
const item = (key: string, label: string) => `<item key="${key}">${label}</item>`;
export const definitions = `<?xml version="1.0" encoding="UTF-8"?>
<definitions>
<status>${statuses.map((s) => item(s.key, s.label)).join('')}${item('16', 'Do weryfikacji')}</status>
<dictionary name="etapy">${item('3', 'Sprzedana')}</dictionary>
<dictionary name="boolean">${item('149', 'TAK')}${item('150', 'NIE')}</dictionary>
</definitions>`;

export type Offer = {
  id: string;
  status?: string;
  /** The dictionary `status` names; null: none (a label written as words). */
  statusDictionary?: string | null;
  offerExport?: string;
  exportDictionary?: string;
};

const attributeOf = (dictionary: string | null | undefined) =>
  dictionary ? ` dictionary="${dictionary}"` : '';
const element = (tag: string, value: string | undefined, dictionary?: string | null) =>
  value === undefined ? '' : `<${tag}${attributeOf(dictionary)}>${value}</${tag}>`;

export const offerXml = (o: Offer) => `<offer><id>${o.id}</id><action>update</action>
${element('status', o.status, o.statusDictionary === undefined ? 'status' : o.statusDictionary)}
${element('offerExport', o.offerExport, o.exportDictionary)}
<mainTypeId dictionary="types">2</mainTypeId><transaction dictionary="transaction">131</transaction>
<price>500000</price><areaTotal>50</areaTotal><locationProvinceName>pomorskie</locationProvinceName>
<locationCityName>Gdańsk</locationCityName><portalTitle>Oferta ${o.id}</portalTitle></offer>`;

type Case = Omit<Offer, 'id'> & {
  name: string;
  online: boolean;
  /** The line the company reads when the portal cannot tell what the value means. */
  problem?: string;
};

const unknownStatus = (value: string) => `nieznany status oferty '${value}', nie publikujemy jej`;
const unknownExport = (value: string) => `nieznana wartość offerExport '${value}', nie publikujemy jej`;

// Every form of offerExport the portal reads (toFlag in values.ts, or a label of the dictionary it names).
const exported = ['1', '-1', 'true', 'tak', 'Tak', 't', 'yes', '149'];
const notExported = ['0', 'false', 'nie', 'n', 'no', '150'];

// Every status and offerExport value the portal knows, and whether an offer carrying it may be online.
export const cases: (Case & { id: string })[] = (
  [
    ...statuses.map(({ key, label, online }) => ({
      name: `status ${key} '${label}'`,
      status: key,
      offerExport: '1',
      online,
    })),
    ...statuses.map(({ label, online }) => ({
      name: `status written as '${label}'`,
      status: label,
      statusDictionary: null,
      online,
    })),
    {
      name: 'status 3 with no label in definitions.xml',
      status: '3',
      statusDictionary: 'statusy',
      online: true,
    },
    {
      name: "status 3 labelled 'Sprzedana' by the office",
      status: '3',
      statusDictionary: 'etapy',
      online: false,
    },
    {
      name: 'status with a label the portal does not know',
      status: '16',
      online: false,
      problem: unknownStatus('Do weryfikacji'),
    },
    { name: 'status key without a label', status: '42', online: false, problem: unknownStatus('42') },
    {
      name: 'status words the portal does not know',
      status: 'w przygotowaniu',
      statusDictionary: null,
      online: false,
      problem: unknownStatus('w przygotowaniu'),
    },
    { name: 'no status', offerExport: '1', online: true },
    ...exported.map((flag) => ({
      name: `offerExport '${flag}'`,
      status: '3',
      offerExport: flag,
      online: true,
    })),
    ...notExported.map((flag) => ({
      name: `offerExport '${flag}'`,
      status: '3',
      offerExport: flag,
      online: false,
    })),
    {
      name: "offerExport 149 'TAK' of its dictionary",
      status: '3',
      offerExport: '149',
      exportDictionary: 'boolean',
      online: true,
    },
    {
      name: "offerExport 150 'NIE' of its dictionary",
      status: '3',
      offerExport: '150',
      exportDictionary: 'boolean',
      online: false,
    },
    {
      name: 'offerExport the portal does not know',
      status: '3',
      offerExport: '2',
      online: false,
      problem: unknownExport('2'),
    },
    { name: 'no offerExport', status: '3', online: true },
  ] satisfies Case[]
).map((c, index) => ({ ...c, id: String(index + 1) }));

export const titleOf = (c: { id: string }) => `Oferta ${c.id}`;
export const titles = (online: boolean) =>
  cases
    .filter((c) => c.online === online)
    .map(titleOf)
    .sort();
export const expectedProblems = cases
  .filter((c) => c.problem)
  .map((c) => `oferta ${c.id}: ${c.problem}`)
  .sort();
