import { escapeHtml, escapeMultiline, money, safeColor, safeFont } from './html';

export const ADMIN_FEE_NOTICE = 'Quotes, prices and/or rates displayed include 3% Administrative fees.';

export type QuoteView = {
  recipientName: string;
  message?: string;
  effectiveDate: string;
  lines: { name: string; monthly_cents: number; one_time_cents: number }[];
  initialCents: number;
  recurringCents: number;
  adminFee: boolean;
  brand: {
    name: string;
    /** Absolute URL of the logo. */
    logoUrl: string;
    primary?: string;
    accent?: string;
    font?: string;
    phone: string;
    email: string;
  };
};

const priceCell = (l: QuoteView['lines'][number]) => {
  const parts = [];
  if (l.monthly_cents > 0 || l.one_time_cents === 0) parts.push(`${money(l.monthly_cents)} / month`);
  if (l.one_time_cents > 0) parts.push(`${money(l.one_time_cents)} one-time`);
  return parts.join(' + ');
};

/**
 * The quote e-mail as email-safe HTML: nested tables, inline styles only, no scripts, no external
 * CSS; every interpolated value is escaped (names and messages are typed by people).
 */
export function renderQuoteHtml(q: QuoteView): string {
  const primary = safeColor(q.brand.primary, '#1f5fae');
  const accent = safeColor(q.brand.accent, '#f2a900');
  const font = escapeHtml(safeFont(q.brand.font, 'Arial, Helvetica, sans-serif'));
  const td = 'padding:8px 12px;border-bottom:1px solid #e5e7eb;font-size:14px;';
  const rows = q.lines
    .map(
      (l) =>
        `<tr><td style="${td}">${escapeHtml(l.name)}</td><td align="right" style="${td}white-space:nowrap;">${escapeHtml(priceCell(l))}</td></tr>`,
    )
    .join('\n');
  const message = q.message?.trim()
    ? `<tr><td style="padding:0 24px 16px;"><div style="border-left:4px solid ${accent};padding:8px 12px;background:#f9fafb;font-size:14px;line-height:1.5;">${escapeMultiline(q.message.trim())}</div></td></tr>`
    : '';
  const notice = q.adminFee
    ? `<tr><td style="padding:0 24px 16px;font-size:13px;color:#92400e;">${escapeHtml(ADMIN_FEE_NOTICE)}</td></tr>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your personalized benefit quote</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;font-family:${font};color:#1f2937;">
<tr><td style="background:${primary};padding:16px 24px;"><img src="${escapeHtml(q.brand.logoUrl)}" alt="${escapeHtml(q.brand.name)}" height="40" style="display:block;height:40px;border:0;"></td></tr>
<tr><td style="padding:24px 24px 8px;"><h1 style="margin:0 0 12px;font-size:22px;color:${primary};">Your personalized benefit quote</h1>
<p style="margin:0 0 12px;font-size:15px;">Dear ${escapeHtml(q.recipientName)},</p>
<p style="margin:0 0 12px;font-size:15px;">here is the quote prepared for you by ${escapeHtml(q.brand.name)}.</p></td></tr>
${message}
<tr><td style="padding:0 24px 16px;font-size:15px;">Your plans will be effective as of <strong>${escapeHtml(q.effectiveDate)}</strong>.</td></tr>
<tr><td style="padding:0 24px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><th align="left" style="${td}background:#f9fafb;">Product</th><th align="right" style="${td}background:#f9fafb;">Price</th></tr>
${rows}
<tr><td style="${td}font-weight:bold;">First month cost</td><td align="right" style="${td}font-weight:bold;">${escapeHtml(money(q.initialCents))}</td></tr>
<tr><td style="${td}font-weight:bold;">Recurring monthly cost</td><td align="right" style="${td}font-weight:bold;">${escapeHtml(money(q.recurringCents))}</td></tr>
</table></td></tr>
${notice}
<tr><td style="padding:8px 24px 24px;font-size:13px;color:#4b5563;">Questions? Call ${escapeHtml(q.brand.phone)} or write to ${escapeHtml(q.brand.email)}.</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The plain-text part of the same mail. */
export function renderQuoteText(q: QuoteView): string {
  return [
    `Dear ${q.recipientName},`,
    '',
    `here is the quote prepared for you by ${q.brand.name}.`,
    ...(q.message?.trim() ? ['', q.message.trim()] : []),
    '',
    `Your plans will be effective as of ${q.effectiveDate}.`,
    '',
    ...q.lines.map((l) => `- ${l.name}: ${priceCell(l)}`),
    '',
    `First month cost: ${money(q.initialCents)}`,
    `Recurring monthly cost: ${money(q.recurringCents)}`,
    ...(q.adminFee ? ['', ADMIN_FEE_NOTICE] : []),
    '',
    `Questions? Call ${q.brand.phone} or write to ${q.brand.email}.`,
  ].join('\n');
}
