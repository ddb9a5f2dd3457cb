// The e-mails of notice and action, in Polish, as HTML and plain text. A reporter's address is not confirmed, so
// the mails to reporters carry only the site's own words, the ad's number, title and link: never the description a
// reporter typed. The statement of reasons goes to the advertiser's account address.
import {
  type ModerationAction,
  type ModerationRule,
  moderationRuleText,
  type ReportReason,
  reportReasonLabels,
  routes,
} from '@portal/domain';
import type { Config } from '../../config.ts';
import { escapeHtml, mailLayout } from '../../infra/mail/html.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';

export type MailedAd = { estateId: number; type: Parameters<typeof routes.estate>[0]; title: string };

const footer = 'Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.';

/** Paragraphs of plain text; a line given as [label, url] becomes a link. */
type Line = string | readonly [string, string];

function mail(to: string, subject: string, lines: Line[]): OutgoingMail {
  const asText = (line: Line) => (typeof line === 'string' ? line : `${line[0]}: ${line[1]}`);
  const asHtml = (line: Line) =>
    typeof line === 'string'
      ? `<p>${escapeHtml(line)}</p>`
      : `<p>${escapeHtml(line[0])}: <a href="${escapeHtml(line[1])}">${escapeHtml(line[1])}</a></p>`;
  return {
    to,
    subject,
    text: [...lines.map(asText), '', footer].join('\n\n'),
    html: mailLayout(
      subject,
      [...lines.map(asHtml), `<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>`].join('\n'),
    ),
  };
}

const adLine = (config: Config, ad: MailedAd): Line => [
  `Ogłoszenie nr ${ad.estateId}: ${ad.title}`,
  `${config.publicUrl}${routes.estate(ad.type, ad.title, ad.estateId)}`,
];

export function reportReceivedMail(
  config: Config,
  to: string,
  reportId: number,
  ad: MailedAd,
  reason: ReportReason,
): OutgoingMail {
  return mail(to, `Przyjęliśmy zgłoszenie nr ${reportId}`, [
    `Przyjęliśmy zgłoszenie nr ${reportId} dotyczące ogłoszenia w naszym serwisie.`,
    adLine(config, ad),
    `Powód zgłoszenia: ${reportReasonLabels[reason]}.`,
    'Administrator rozpatrzy zgłoszenie, a o decyzji poinformujemy Cię e-mailem.',
    'Jeśli to nie Ty wysłałeś zgłoszenie, zignoruj tę wiadomość.',
  ]);
}

const outcomes: Record<ModerationAction, string> = {
  keep: 'Po sprawdzeniu ogłoszenie pozostaje w serwisie: nie stwierdziliśmy naruszenia regulaminu.',
  remove: 'Ogłoszenie zostało usunięte z serwisu.',
  correct: 'Ogłoszenie zostało ukryte do czasu jego poprawienia przez ogłoszeniodawcę.',
  block: 'Konto ogłoszeniodawcy zostało zablokowane, a jego ogłoszenia usunięte z serwisu.',
};

export function reportOutcomeMail(
  config: Config,
  to: string,
  reportId: number,
  ad: MailedAd,
  action: ModerationAction,
): OutgoingMail {
  return mail(to, `Decyzja w sprawie zgłoszenia nr ${reportId}`, [
    `Rozpatrzyliśmy Twoje zgłoszenie nr ${reportId}.`,
    adLine(config, ad),
    outcomes[action],
    'Dziękujemy za pomoc w dbaniu o rzetelność ogłoszeń.',
  ]);
}

const restrictions: Record<Exclude<ModerationAction, 'keep'>, string> = {
  remove: 'Ogłoszenie zostało usunięte z serwisu i nie jest widoczne dla odwiedzających.',
  correct:
    'Ogłoszenie zostało ukryte do czasu jego poprawienia. Po zapisaniu poprawionego ogłoszenia w kreatorze wróci ono do serwisu.',
  block:
    'Konto zostało zablokowane: wszystkie ogłoszenia konta zostały usunięte z serwisu, a logowanie nie jest możliwe.',
};

export type Statement = {
  to: string;
  decisionId: number;
  ad: MailedAd;
  action: ModerationAction;
  rule: ModerationRule | null;
  facts: string;
  reports: ReportReason[];
  onAppeal: boolean;
  /** The appeal page; absent for a decision taken on an appeal, which is final. */
  appealUrl?: string | undefined;
  /** The case began with the site's automatic risk checks (and the ad held back by them, if `held`). */
  automatic?: { held: boolean } | undefined;
};

const reportSummary = (reasons: ReportReason[]) => {
  if (reasons.length === 0) return 'Decyzja została podjęta po rozpatrzeniu Twojego odwołania.';
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const parts = [...counts].map(([reason, count]) => `${reportReasonLabels[reason]}: ${count}`);
  return `Podstawą było zgłoszenie użytkowników (${parts.join(', ')}), sprawdzone przez administratora.`;
};

// A case the risk checks began: DSA art. 17 (3)(c) asks whether automated means detected it.
const riskSummary = (held: boolean) =>
  held
    ? 'Ogłoszenie zostało automatycznie wstrzymane do weryfikacji przez kontrolę ryzyka serwisu, a następnie sprawdzone przez administratora.'
    : 'Ogłoszenie zostało wskazane do sprawdzenia przez automatyczną kontrolę ryzyka serwisu, a następnie sprawdzone przez administratora.';

/**
 * The statement of reasons a restricting decision owes the advertiser (DSA art. 17): what was decided, the facts,
 * the rule of the terms, that no automated means decided it, and how to appeal. On an appeal: the final outcome.
 */
export function statementOfReasonsMail(config: Config, statement: Statement): OutgoingMail {
  const { ad, action, rule, facts, onAppeal, appealUrl } = statement;
  const subject = onAppeal
    ? `Decyzja po odwołaniu: ogłoszenie nr ${ad.estateId}`
    : `Uzasadnienie decyzji dotyczącej ogłoszenia nr ${ad.estateId}`;
  const decided =
    action === 'keep'
      ? 'Uwzględniliśmy Twoje odwołanie: ograniczenie zostało cofnięte, a ogłoszenie wróciło do serwisu.'
      : restrictions[action];
  const lines: Line[] = [
    `Decyzja nr ${statement.decisionId}${onAppeal ? ', podjęta po rozpatrzeniu odwołania' : ''}.`,
    adLine(config, ad),
    `Co postanowiliśmy: ${decided}`,
    `Fakty i okoliczności: ${facts}`,
    statement.automatic && statement.reports.length === 0
      ? riskSummary(statement.automatic.held)
      : reportSummary(statement.reports),
  ];
  if (statement.automatic && statement.reports.length > 0) lines.push(riskSummary(statement.automatic.held));
  if (rule) lines.push(`Podstawa: ${moderationRuleText(rule)} (${config.publicUrl}${routes.terms()}).`);
  lines.push(
    statement.automatic
      ? 'Sprawę rozpoczęła automatyczna kontrola, ale decyzję podjął administrator serwisu; nie została podjęta w sposób zautomatyzowany.'
      : 'Decyzję podjął administrator serwisu; nie została podjęta w sposób zautomatyzowany.',
  );
  if (appealUrl)
    lines.push(
      'Możesz jeden raz odwołać się od tej decyzji: opisz, dlaczego uważasz ją za błędną. Odwołanie rozpatrzy administrator, a o wyniku poinformujemy Cię e-mailem. Odwołanie złożysz też w zakładce „Zarządzanie ogłoszeniami”.',
      ['Złóż odwołanie', appealUrl],
    );
  else if (onAppeal) lines.push('Decyzja po odwołaniu jest ostateczna w naszym serwisie.');
  lines.push(
    'Niezależnie od tego możesz skorzystać z pozasądowego rozstrzygania sporów lub dochodzić swoich praw przed sądem.',
  );
  return mail(statement.to, subject, lines);
}
