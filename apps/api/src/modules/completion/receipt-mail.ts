import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { escapeHtml } from '../../kernel/mail/html';
import {
  paragraphRow,
  renderMailHtml,
  renderMailText,
  TABLE_CELL,
  type MailBrand,
  type RenderedMail,
} from '../../kernel/mail/layout';
import { payText, payTotalText } from '../../kernel/pay/pay-text';
import { eoiLines } from '../../kernel/eoi/eoi-text';
import type { ReceiptLinks } from './receipt-links';
import type { ReceiptView } from './receipt-view';

/** The links' paragraphs (ADR 0038): the plans' documents, and where the ID cards are. */
function linkParts(lang: Language, brand: MailBrand, links: ReceiptLinks | undefined) {
  if (!links) return { html: [], text: [] };
  const color = `color:${escapeHtml(brand.primary ?? '#1f5fae')};`;
  const a = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="${color}">${escapeHtml(label)}</a>`;
  const html: string[] = [];
  const text: string[] = [];
  if (links.documents.length) {
    const title = t(lang, 'Plan documents');
    html.push(
      paragraphRow(
        `<strong>${escapeHtml(title)}</strong><br>${links.documents
          .map((d) => `${escapeHtml(d.plan)}: ${a(d.url, d.label)}`)
          .join('<br>')}`,
      ),
    );
    text.push(title, ...links.documents.map((d) => `${d.plan}: ${d.label} ${d.url}`), '');
  }
  if (links.cardPlans.length) {
    const cards = t(
      lang,
      'Your ID cards for {plans} are on your member home. Sign in to download them or save them to your phone:',
      { plans: links.cardPlans.join(', ') },
    );
    html.push(paragraphRow(`${escapeHtml(cards)} ${a(links.signInUrl, links.signInUrl)}`));
    text.push(cards, links.signInUrl, '');
  }
  return { html, text };
}

/**
 * The 'Enrollment Receipt' mail (to the member and to the rep or group): the confirmation number,
 * the plans and costs, with the enrollment's electronic copy attached as a PDF; then the plans'
 * documents and where the ID cards are (`links`, ADR 0038). Masked values only.
 */
export function renderReceiptMail(
  v: ReceiptView,
  brand: MailBrand,
  lang: Language,
  links?: ReceiptLinks,
): RenderedMail {
  const cell = (s: string, right = false) =>
    `<td style="${TABLE_CELL}${right ? 'text-align:right;' : ''}">${escapeHtml(s)}</td>`;
  const rows = [
    ...v.plans.flatMap((p) => [
      [
        p.option ? `${p.name}: ${p.option}` : p.name,
        p.pay ? `${p.price} (${payText(lang, p.pay)})` : p.price,
      ],
      // Above guaranteed issue (ADR 0037): what is approved now and what waits for evidence.
      ...(p.eoi
        ? [
            [eoiLines(lang, p.eoi).approved, ''],
            [eoiLines(lang, p.eoi).pending, ''],
          ]
        : []),
    ]),
    [t(lang, 'First Month Total Cost'), v.initialCost],
    [t(lang, 'Recurring Monthly Cost'), v.recurringCost],
    ...(v.pay ? [[payTotalText(lang, v.pay).label, payTotalText(lang, v.pay).amount]] : []),
  ];
  const table = `<tr><td style="padding:0 24px 16px;"><table role="presentation" width="100%" cellspacing="0" cellpadding="0">${rows
    .map(([a, b]) => `<tr>${cell(a!)}${cell(b!, true)}</tr>`)
    .join('')}</table></td></tr>`;
  const intro = t(lang, 'Dear {name}, Thank you', { name: v.member.name });
  const confirmation = t(lang, 'Your confirmation number is {policy}. Your coverage starts on {date}.', {
    policy: v.policyId,
    date: v.effectiveDate,
  });
  const copy = t(lang, 'An electronic copy of the enrollment is attached as a PDF.');
  const extra = linkParts(lang, brand, links);
  return {
    subject: t(lang, 'Enrollment Receipt'),
    html: renderMailHtml({
      lang,
      brand,
      title: t(lang, 'Enrollment Receipt'),
      rows: [
        paragraphRow(escapeHtml(intro)),
        paragraphRow(escapeHtml(confirmation)),
        table,
        paragraphRow(escapeHtml(copy)),
        ...extra.html,
      ],
    }),
    text: renderMailText({
      lang,
      brand,
      lines: [
        intro,
        '',
        confirmation,
        '',
        ...rows.map(([a, b]) => `${a}: ${b}`),
        '',
        copy,
        ...(extra.text.length ? ['', ...extra.text.slice(0, -1)] : []),
      ],
    }),
  };
}
