import { Limits } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { shortenedText, withoutBoilerplate } from './description-text.ts';
import { type FinishedOffer, finishOffer, type OfferDraft } from './finish-offer.ts';
import { plainText } from './values.ts';

const max = Limits.description.max;

// Paragraphs of a real Galactica description (the office's full export, CRM-EXPORTS §3.1), as plainText leaves them.
const paragraphs = [
  'Na sprzedaż apartament premium o powierzchni 65,9 m², z przestronnym, 10-metrowym zadaszonym tarasem, położony ' +
    'na pierwszym piętrze nowoczesnego budynku w nowo ukończonej inwestycji na osiedlu Batory. Dostępne są również ' +
    'inne metraże w tej samej lokalizacji.',
  'Ogromnym atutem nieruchomości jest zadaszony taras o powierzchni 10 m² - idealne miejsce na poranną kawę lub ' +
    'relaks po intensywnym dniu pracy. Mieszkanie wyróżnia się przemyślanym układem pomieszczeń, wysokim standardem ' +
    'wykończenia oraz kameralnym charakterem inwestycji.',
  'Inwestycja zlokalizowana jest w spokojnej części Wodzisławia Śląskiego, na osiedlu Batory - w otoczeniu zieleni, ' +
    'a jednocześnie z wygodnym dostępem do pełnej infrastruktury miejskiej.',
];

/** A description of `length` characters or more, of whole real paragraphs. */
function longDescription(length: number): string {
  const parts: string[] = [];
  for (let i = 0; parts.join('\n\n').length < length; i++) parts.push(paragraphs[i % paragraphs.length]!);
  return parts.join('\n\n');
}

function finished(description: string): FinishedOffer {
  const draft: OfferDraft = {
    externalId: 'FIB-MS-4089',
    type: 'apartment',
    rent: 0,
    market: 1,
    title: 'Apartament Premium 65,9m2 +10m2 taras - os.Batory',
    description,
    price: '474500',
    area: '65,9000',
    landArea: null,
    monthlyFees: null,
    deposit: null,
    rooms: 3,
    floor: 1,
    floors: 2,
    year: 2025,
    height: 260,
    material: null,
    category: null,
    access: null,
    amenities: {},
    address: '',
    cityCode: '',
    district: null,
    place: { province: 'ŚLĄSKIE', clues: [{ field: 'miasto', value: 'Wodzisław Śląski', role: 'town' }] },
    latitude: 50.012786,
    longitude: 18.44332,
    photos: [],
    notes: [],
  };
  const result = finishOffer(draft);
  if (typeof result === 'string') throw new Error(result);
  return result;
}

describe('a description over the limit', () => {
  it('is cut at the end of its last sentence within the limit, and the run says so', () => {
    const whole = longDescription(max + 400);
    const { offer, notes } = finished(whole);
    expect(offer.description.length).toBeLessThanOrEqual(max);
    expect(offer.description.length).toBeGreaterThan(max * 0.8);
    expect(whole.startsWith(offer.description)).toBe(true);
    expect(offer.description).toMatch(/\.$/);
    expect(notes).toEqual([
      `oferta FIB-MS-4089: opis skrócono z ${whole.length} do ${offer.description.length} znaków (limit ${max})`,
    ]);
  });

  it('is cut between words, marked with an ellipsis, when no sentence ends near the limit', () => {
    const words = 'przestronny salon z aneksem kuchennym i wyjściem na zadaszony taras ';
    const whole = words.repeat(Math.ceil((max + 200) / words.length));
    const short = shortenedText(whole, max);
    expect(short.length).toBeLessThanOrEqual(max);
    expect(short).toMatch(/[a-ząćęłńóśźż]…$/);
    const kept = short.slice(0, -1);
    expect(whole.startsWith(kept)).toBe(true);
    expect(whole[kept.length]).toBe(' ');
  });

  it('does not end on an abbreviation: ul. and ok. end no sentence', () => {
    const start = 'Mieszkanie przy parku, blisko szkoły. ';
    const filler = 'a'.repeat(max - start.length - 30);
    const text = `${start}${filler} przy ul. Długiej 5 ok. 200 m od przystanku i szkoły`;
    expect(shortenedText(text, max)).not.toMatch(/(ul|ok)\.$/);
  });

  it('within the limit is kept whole, with no line', () => {
    const { offer, notes } = finished(paragraphs.join('\n\n'));
    expect(offer.description).toBe(paragraphs.join('\n\n'));
    expect(notes).toEqual([]);
  });
});

describe("a CRM's boilerplate", () => {
  it('is removed: the Galactica, ASARI and IMO signatures and a generic footer, and the office text stays', () => {
    const body = paragraphs[0]!;
    expect(
      withoutBoilerplate(
        `${body}\n\nZadzwoń i dowiedz się więcej.\n \nOferta wysłana z systemu BCK Galactica`,
      ),
    ).toBe(`${body}\n\nZadzwoń i dowiedz się więcej.`);
    expect(withoutBoilerplate(`${body}\nOferta wysłana z systemu Galactica Virgo`)).toBe(body);
    expect(
      withoutBoilerplate(
        'Ogłoszenie nie stanowi oferty w myśl art. 66 Kodeksu cywilnego. Oferta wysłana z programu dla biur ' +
          'nieruchomości ASARI CRM (www.asari.pl)',
      ),
    ).toBe('Ogłoszenie nie stanowi oferty w myśl art. 66 Kodeksu cywilnego.');
    expect(withoutBoilerplate(`${body}\n\nOferta wysłana z programu IMO dla biur nieruchomości`)).toBe(body);
    expect(withoutBoilerplate(`${body}\nWygenerowano w systemie EstiCRM`)).toBe(body);
  });

  it('is gone before the length is measured, so a description long only by it is not cut', () => {
    const body = longDescription(max - 60).slice(0, max - 10);
    const { offer, notes } = finished(`${body}\n\nOferta wysłana z systemu BCK Galactica`);
    expect(offer.description).toBe(body.trim());
    expect(notes).toEqual([]);
  });
});

describe('invisible characters', () => {
  it('are removed from text: zero-width space and joiners, BOM, soft hyphen, direction marks', () => {
    expect(plainText('\ufeffMieszka\u00adnie\u200b z\u200d bal\u200ckonem\u2060 i ogrodem\u200e')).toBe(
      'Mieszkanie z balkonem i ogrodem',
    );
  });
});
