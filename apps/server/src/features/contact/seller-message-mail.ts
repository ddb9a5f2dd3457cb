// The e-mail that carries a visitor's message to an ad's seller, in Polish, as HTML and plain text.
import { hasRiskyPhrase, routes, type SellerMessage } from '@portal/domain';
import type { Config } from '../../config.ts';
import { escapeHtml, mailLayout } from '../../infra/mail/html.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import type { MessagedAd } from './seller-store.ts';

const footer =
  'Wiadomość wysłana przez formularz na stronie ogłoszenia. Odpowiedź na nią trafi do nadawcy, pod adres, ' +
  'który podał.';

// Above everything else, where a seller reads first: the frauds on sellers start with exactly these requests.
const riskyMessageWarning =
  'Uwaga: ta wiadomość prosi o przelew lub kontakt poza serwisem. Tak często zaczynają się oszustwa: nie wysyłaj ' +
  'pieniędzy ani danych karty, nie otwieraj linków do „odbioru płatności” i nie przenoś rozmowy do komunikatora, ' +
  'zanim nie sprawdzisz, z kim rozmawiasz.';
const warningHtml = `<p style="border:2px solid #c92a2a;background:#fff5f5;color:#862e2e;padding:12px"><strong>${escapeHtml(
  riskyMessageWarning,
)}</strong></p>
`;

export function sellerMessageMail(config: Config, ad: MessagedAd, message: SellerMessage): OutgoingMail {
  const link = `${config.publicUrl}${routes.estate(ad.type, ad.title, ad.estateId)}`;
  const subject = `Wiadomość w sprawie ogłoszenia nr ${ad.estateId}: ${ad.title}`;
  const sender = `${message.name} <${message.email}>${message.phone ? `, tel. ${message.phone}` : ''}`;
  const isRisky = hasRiskyPhrase(message.text);
  const text = [
    ...(isRisky ? [riskyMessageWarning, ''] : []),
    `Ogłoszenie nr ${ad.estateId}: ${ad.title}`,
    link,
    '',
    `Od: ${sender}`,
    '',
    message.text,
    '',
    footer,
  ].join('\n');
  const html = mailLayout(
    subject,
    `${isRisky ? warningHtml : ''}<p>Ogłoszenie nr ${ad.estateId}: <a href="${escapeHtml(link)}">${escapeHtml(ad.title)}</a></p>
<p>Od: <strong>${escapeHtml(message.name)}</strong> &lt;${escapeHtml(message.email)}&gt;${
      message.phone ? `, tel. ${escapeHtml(message.phone)}` : ''
    }</p>
<p style="white-space:pre-wrap">${escapeHtml(message.text)}</p>
<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
  );
  return { to: ad.sellerEmail, replyTo: message.email, subject, text, html };
}
