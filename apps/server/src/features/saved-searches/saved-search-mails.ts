// The e-mails of saved searches, in Polish, as HTML and plain text with the same links. Every alert carries the
// one-click unsubscribe of RFC 8058 (headers) and a visible link to the same effect.
import { type EstateType, formatAdPrice, routes, SavedSearchLimits } from '@portal/domain';
import { escapeHtml, mailLayout } from '../../infra/mail/html.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import { unsubscribeSignature } from './saved-search-links.ts';

const footer = 'Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.';
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
// A rent ad's price reads per month ('/mies.'), as on the ad's page; a price drop says the price announced before.
const priceOf = (ad: FoundAd) =>
  ad.previousPrice === undefined
    ? formatAdPrice(ad.price, ad.rent)
    : `${formatAdPrice(ad.price, ad.rent)} (obniżka z ${formatAdPrice(ad.previousPrice, ad.rent)})`;

/** Where links lead, and the key that signs the unsubscribe links. */
export type LinkSettings = { publicUrl: string; secretKey: string };

export type Recipient = { searchId: number; name: string; email: string; criteria: Record<string, string> };
export type FoundAd = {
  estateId: number;
  type: EstateType;
  rent: number;
  title: string;
  price: number;
  previousPrice?: number;
};

/**
 * The double opt-in mail goes to an address nobody has confirmed, typed by anyone: it carries only the site's own
 * words and link, never the search's name or criteria, so that it cannot carry a stranger's message.
 */
export function confirmationMail(
  config: { publicUrl: string },
  search: Pick<Recipient, 'searchId' | 'email'>,
  secret: string,
): OutgoingMail {
  const url = `${config.publicUrl}${routes.confirmSavedSearch(search.searchId, secret)}`;
  const subject = 'Potwierdź powiadomienia o nowych ogłoszeniach';
  const lines = [
    'Ktoś (zapewne Ty) poprosił w naszym portalu ogłoszeń nieruchomości o powiadomienia o nowych ogłoszeniach.',
    `Aby je włączyć, kliknij w poniższy link (jest ważny przez ${SavedSearchLimits.confirmHours} godzin). Jeśli to nie Ty, zignoruj tę wiadomość.`,
  ];
  return {
    to: search.email,
    subject,
    text: [...lines, '', url, '', footer].join('\n'),
    html: mailLayout(
      subject,
      [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p>${link(url, 'Potwierdź')}</p>`,
        `<p>${escapeHtml(footer)}</p>`,
      ].join('\n'),
    ),
  };
}

/** One alert (new ads now) or digest (the day's new ads): the first ads with their price and link, then the rest. */
export function alertMail(
  config: LinkSettings,
  search: Recipient & { account: boolean },
  ads: FoundAd[],
  kind: 'instant' | 'daily',
): OutgoingMail {
  const shown = ads.slice(0, SavedSearchLimits.adsPerMail);
  const more = ads.length - shown.length;
  const adUrl = (ad: FoundAd) => `${config.publicUrl}${routes.estate(ad.type, ad.title, ad.estateId)}`;
  const searchUrl = `${config.publicUrl}${routes.search(search.criteria)}`;
  const signature = unsubscribeSignature(config.secretKey, search.searchId);
  const unsubscribePage = `${config.publicUrl}${routes.unsubscribeSavedSearch(search.searchId, signature)}`;
  const oneClick = `${config.publicUrl}/api/saved-searches/${search.searchId}/unsubscribe/${signature}`;
  const manage = search.account ? `${config.publicUrl}${routes.savedSearches()}` : undefined;
  const subject =
    kind === 'instant'
      ? `Nowe ogłoszenia: ${search.name}`
      : `Nowe ogłoszenia z ostatniego dnia: ${search.name}`;
  const intro = `Nowe ogłoszenia pasujące do wyszukiwania „${search.name}”:`;
  const moreLine = more > 0 ? `… i ${more} więcej.` : undefined;
  const text = [
    intro,
    '',
    ...shown.flatMap((ad) => [`${ad.title} – ${priceOf(ad)}`, adUrl(ad), '']),
    ...(moreLine ? [moreLine, ''] : []),
    `Wszystkie wyniki: ${searchUrl}`,
    ...(manage ? [`Zarządzaj zapisanymi wyszukiwaniami: ${manage}`] : []),
    `Wypisz się z tych powiadomień: ${unsubscribePage}`,
    '',
    footer,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...shown.map(
      (ad) => `<li>${link(adUrl(ad), ad.title)} – <strong>${escapeHtml(priceOf(ad))}</strong></li>`,
    ),
    '</ul>',
    ...(moreLine ? [`<p>${escapeHtml(moreLine)}</p>`] : []),
    `<p>${link(searchUrl, 'Zobacz wszystkie wyniki')}</p>`,
    ...(manage ? [`<p>${link(manage, 'Zarządzaj zapisanymi wyszukiwaniami')}</p>`] : []),
    `<p style="font-size:13px">${link(unsubscribePage, 'Wypisz się z tych powiadomień')}</p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return {
    to: search.email,
    subject,
    text,
    html: mailLayout(subject, html),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
