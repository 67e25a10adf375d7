import type { ComparedPlan, ShopPay } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { escapeHtml, escapeMultiline, money } from '../../kernel/mail/html';
import {
  htmlText,
  mailStyle,
  paragraphRow,
  renderMailHtml,
  renderMailText,
  TABLE_CELL as td,
  type MailBrand,
} from '../../kernel/mail/layout';
import { comparisonHtml, comparisonText } from './quote-comparison-html';
import { payText, payTotalText } from '../../kernel/pay/pay-text';

export const ADMIN_FEE_NOTICE = 'Quotes, prices and/or rates displayed include 3% Administrative fees.';

export type QuoteView = {
  recipientName: string;
  message?: string;
  effectiveDate: string;
  /** Each line's plan name and the chosen option's name in the mail's language (lang: its fallback). */
  lines: {
    name: string;
    option?: { name: string; lang?: 'en' };
    monthly_cents: number;
    one_time_cents: number;
    /** A group employee's deduction per paycheck (ADR 0033); absent in individual stores. */
    pay?: ShopPay;
  }[];
  /** The cart's total per paycheck, when every line has one. */
  pay?: ShopPay;
  initialCents: number;
  recurringCents: number;
  adminFee: boolean;
  brand: MailBrand;
  /** Plans the visitor compared, sent along with the quote (issue 19). */
  comparison?: ComparedPlan[];
};

// A line's deduction under its monthly price (a group employee's quote only).
const payHtml = (lang: Language, pay: ShopPay | undefined) =>
  pay
    ? `<br><span style="font-size:13px;color:#4b5563;white-space:normal;">${escapeHtml(payText(lang, pay))}</span>`
    : '';

const priceText = (lang: Language, l: QuoteView['lines'][number]) => {
  const parts = [];
  if (l.monthly_cents > 0 || l.one_time_cents === 0)
    parts.push(t(lang, '{amount} / month', { amount: money(l.monthly_cents) }));
  if (l.one_time_cents > 0) parts.push(t(lang, '{amount} one-time', { amount: money(l.one_time_cents) }));
  return parts.join(' + ');
};

// The chosen option under the plan's name; an English fallback in a Spanish mail says so (lang).
const optionHtml = (o: QuoteView['lines'][number]['option']) =>
  o
    ? `<br><span style="font-size:13px;color:#4b5563;"${o.lang ? ` lang="${o.lang}"` : ''}>${escapeHtml(o.name)}</span>`
    : '';

/** The quote's subject and heading, in the mail's language. */
export const quoteSubject = (lang: Language, brand: MailBrand) =>
  t(lang, 'Your personalized benefit quote from {brand}', { brand: brand.name });

/**
 * The quote e-mail as email-safe HTML in the shared mail frame; every interpolated value is
 * escaped (names and messages are typed by people).
 */
export function renderQuoteHtml(q: QuoteView, lang: Language): string {
  const { accent } = mailStyle(q.brand);
  const line = (l: QuoteView['lines'][number]) =>
    `<tr><td style="${td}">${escapeHtml(l.name)}${optionHtml(l.option)}</td><td align="right" style="${td}white-space:nowrap;">${escapeHtml(priceText(lang, l))}${payHtml(lang, l.pay)}</td></tr>`;
  const total = (label: string, cents: number) =>
    `<tr><td style="${td}font-weight:bold;">${escapeHtml(label)}</td><td align="right" style="${td}font-weight:bold;">${escapeHtml(money(cents))}</td></tr>`;
  const payTotalHtml = (p: { label: string; amount: string }) =>
    `<tr><td style="${td}font-weight:bold;">${escapeHtml(p.label)}</td><td align="right" style="${td}">${escapeHtml(p.amount)}</td></tr>`;
  const message = q.message?.trim()
    ? `<tr><td style="padding:0 24px 16px;"><div style="border-left:4px solid ${accent};padding:8px 12px;background:#f9fafb;font-size:14px;line-height:1.5;">${escapeMultiline(q.message.trim())}</div></td></tr>`
    : '';
  const notice = q.adminFee
    ? `<tr><td style="padding:0 24px 16px;font-size:13px;color:#92400e;">${escapeHtml(t(lang, ADMIN_FEE_NOTICE))}</td></tr>`
    : '';
  const rows = [
    paragraphRow(escapeHtml(t(lang, 'Dear {name},', { name: q.recipientName }))),
    paragraphRow(
      escapeHtml(t(lang, 'here is the quote prepared for you by {brand}.', { brand: q.brand.name })),
    ),
    message,
    paragraphRow(
      htmlText(lang, 'Your plans will be effective as of {date}.', {
        date: `<strong>${escapeHtml(q.effectiveDate)}</strong>`,
      }),
    ),
    `<tr><td style="padding:0 24px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><th align="left" style="${td}background:#f9fafb;">${escapeHtml(t(lang, 'Product'))}</th><th align="right" style="${td}background:#f9fafb;">${escapeHtml(t(lang, 'Price'))}</th></tr>
${q.lines.map(line).join('\n')}
${total(t(lang, 'First month cost'), q.initialCents)}
${total(t(lang, 'Recurring monthly cost'), q.recurringCents)}
${q.pay ? payTotalHtml(payTotalText(lang, q.pay)) : ''}
</table></td></tr>`,
    notice,
    comparisonHtml(q.comparison, lang),
  ].filter(Boolean);
  return renderMailHtml({ lang, brand: q.brand, title: t(lang, 'Your personalized benefit quote'), rows });
}

/** The plain-text part of the same mail. */
export function renderQuoteText(q: QuoteView, lang: Language): string {
  return renderMailText({
    lang,
    brand: q.brand,
    lines: [
      t(lang, 'Dear {name},', { name: q.recipientName }),
      '',
      t(lang, 'here is the quote prepared for you by {brand}.', { brand: q.brand.name }),
      ...(q.message?.trim() ? ['', q.message.trim()] : []),
      '',
      t(lang, 'Your plans will be effective as of {date}.', { date: q.effectiveDate }),
      '',
      ...q.lines.map(
        (l) =>
          `- ${l.name}${l.option ? ` (${l.option.name})` : ''}: ${priceText(lang, l)}${l.pay ? ` (${payText(lang, l.pay)})` : ''}`,
      ),
      '',
      `${t(lang, 'First month cost')}: ${money(q.initialCents)}`,
      `${t(lang, 'Recurring monthly cost')}: ${money(q.recurringCents)}`,
      ...(q.pay ? [`${payTotalText(lang, q.pay).label}: ${payTotalText(lang, q.pay).amount}`] : []),
      ...(q.adminFee ? ['', t(lang, ADMIN_FEE_NOTICE)] : []),
      ...comparisonText(q.comparison, lang),
    ],
  });
}
