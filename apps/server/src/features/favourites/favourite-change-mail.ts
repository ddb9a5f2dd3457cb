// The e-mail telling the owner of a favourite that its price dropped or that it is no longer offered.
import { type EstateType, formatAdPrice, routes } from '@portal/domain';
import { escapeHtml, mailLayout } from '../../infra/mail/html.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';

export type FavouriteChange = {
  email: string;
  title: string;
  estateId: number;
  type: EstateType | null;
  /** 1 for a rent ad, whose prices are per month; null when the ad was removed. */
  rent: number | null;
  /** The price now and the one the owner knew before, while the ad is listed; null when it went offline. */
  drop: { from: number; to: number } | null;
};

const footer = 'Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.';

function describe(change: FavouriteChange, publicUrl: string) {
  const { drop } = change;
  if (drop && change.type) {
    const price = (value: number) => formatAdPrice(value, change.rent ?? 0);
    return {
      subject: `Ulubione ogłoszenie tańsze o ${price(drop.from - drop.to)}`,
      lines: [`Cena ogłoszenia „${change.title}” spadła z ${price(drop.from)} do ${price(drop.to)}.`],
      link: `${publicUrl}${routes.estate(change.type, change.title, change.estateId)}`,
      action: 'Zobacz ogłoszenie',
    };
  }
  return {
    subject: 'Ulubione ogłoszenie jest nieaktualne',
    lines: [
      `Ogłoszenie „${change.title}” (nr ${change.estateId}) nie jest już wyświetlane w portalu: zostało wycofane, wygasło lub usunięte.`,
      'Zostaje w Twoich ulubionych, dopóki go nie usuniesz.',
    ],
    link: `${publicUrl}${routes.clipboard()}`,
    action: 'Zobacz ulubione',
  };
}

export function favouriteChangeMail(
  change: FavouriteChange,
  publicUrl: string,
  unsubscribe: string,
): OutgoingMail {
  const { subject, lines, link, action } = describe(change, publicUrl);
  const off = 'Nie chcesz tych powiadomień? Wyłącz je tutaj:';
  const text = [...lines, '', `${action}: ${link}`, '', off, unsubscribe, '', footer].join('\n');
  const body = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:13px">${escapeHtml(off)} <a href="${escapeHtml(unsubscribe)}">wyłącz powiadomienia</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { to: change.email, subject, text, html: mailLayout(subject, body) };
}
