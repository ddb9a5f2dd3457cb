// The e-mails of the account flows, in Polish, as HTML and plain text with the same link.
import type { Config } from '../../config.ts';
import { escapeHtml, mailLayout } from '../../infra/mail/html.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';

type Recipient = { userId: number; email: string };

// The site's brand green (apps/web/src/ui/theme.ts, the shade its buttons use): white text on it passes WCAG AA.
const buttonColour = '#1f7260';

const footer = 'Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.';

function linkMail(to: string, subject: string, lines: string[], action: string, link: string): OutgoingMail {
  const text = [...lines, '', link, '', footer].join('\n');
  const body = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:${buttonColour};color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:13px">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>${escapeHtml(link)}</p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { to, subject, text, html: mailLayout(subject, body) };
}

export function activationMail(config: Config, user: Recipient, hash: string): OutgoingMail {
  return linkMail(
    user.email,
    'Aktywacja konta w portalu ogłoszeń',
    [
      'Dziękujemy za rejestrację w naszym portalu ogłoszeń nieruchomości.',
      'Aby aktywować konto, kliknij w poniższy link (jest ważny przez 48 godzin):',
    ],
    'Aktywuj konto',
    `${config.publicUrl}/aktywuj/${user.userId}/${hash}`,
  );
}

export function passwordResetMail(config: Config, user: Recipient, hash: string): OutgoingMail {
  return linkMail(
    user.email,
    'Zmiana hasła w portalu ogłoszeń',
    [
      'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta.',
      'Aby ustawić nowe hasło, kliknij w poniższy link (jest ważny przez 2 godziny):',
      'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość.',
    ],
    'Ustaw nowe hasło',
    `${config.publicUrl}/nowe-haslo/${user.userId}/${hash}`,
  );
}
