import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { escapeHtml, safeColor, safeFont } from './html';

/** A mail ready for the outbox: subject, HTML and the plain-text part, in one language. */
export type RenderedMail = { subject: string; html: string; text: string };

/** The tenant a mail speaks for (mail-brand.ts derives it from an enrollment's store). */
export type MailBrand = {
  name: string;
  /** Absolute URL of the logo. */
  logoUrl: string;
  primary?: string;
  accent?: string;
  font?: string;
  phone: string;
  email: string;
  /** The tenant's landing path ('' for the default store), so links open in its branding. */
  landing?: string;
};

/** The brand's colours and font, allow-listed for style attributes. */
export const mailStyle = (brand: MailBrand) => ({
  primary: safeColor(brand.primary, '#1f5fae'),
  accent: safeColor(brand.accent, '#f2a900'),
  font: escapeHtml(safeFont(brand.font, 'Arial, Helvetica, sans-serif')),
});

/** Shared cell style of the mails' tables. */
export const TABLE_CELL = 'padding:8px 12px;border-bottom:1px solid #e5e7eb;font-size:14px;';

/**
 * A translated sentence as HTML: the template's text is escaped, the values are HTML the caller
 * made safe (escaped text, or markup such as <strong> around an escaped value).
 */
export const htmlText = (lang: Language, template: string, htmlParams: Record<string, string> = {}) =>
  escapeHtml(t(lang, template)).replace(/\{(\w+)\}/g, (whole, name: string) => htmlParams[name] ?? whole);

/** A paragraph row of the mail body (content is HTML). */
export const paragraphRow = (html: string) =>
  `<tr><td style="padding:0 24px 16px;font-size:15px;line-height:1.5;">${html}</td></tr>`;

/**
 * The frame every mail shares, in the mail's language: `<html lang>`, the tenant's logo on its
 * primary colour, the title as heading, the body rows, and the tenant's contact line. Email-safe:
 * nested tables, inline styles only, no scripts or external CSS.
 */
export function renderMailHtml(m: { lang: Language; brand: MailBrand; title: string; rows: string[] }) {
  const { primary, font } = mailStyle(m.brand);
  const contact = t(m.lang, 'Questions? Call {phone} or write to {email}.', {
    phone: m.brand.phone,
    email: m.brand.email,
  });
  return `<!doctype html>
<html lang="${m.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;font-family:${font};color:#1f2937;">
<tr><td style="background:${primary};padding:16px 24px;"><img src="${escapeHtml(m.brand.logoUrl)}" alt="${escapeHtml(m.brand.name)}" height="40" style="display:block;height:40px;border:0;"></td></tr>
<tr><td style="padding:24px 24px 12px;"><h1 style="margin:0;font-size:22px;color:${primary};">${escapeHtml(m.title)}</h1></td></tr>
${m.rows.join('\n')}
<tr><td style="padding:8px 24px 24px;font-size:13px;color:#4b5563;">${escapeHtml(contact)}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The plain-text part: the body's lines, then the tenant's contact line. */
export function renderMailText(m: { lang: Language; brand: MailBrand; lines: string[] }) {
  const contact = t(m.lang, 'Questions? Call {phone} or write to {email}.', {
    phone: m.brand.phone,
    email: m.brand.email,
  });
  return [...m.lines, '', contact].join('\n');
}

/**
 * A mail of plain paragraphs (a decision, a reminder): each one escaped in the HTML body and a
 * blank line apart in the text body, under the tenant's layout.
 */
export function renderParagraphMail(m: {
  lang: Language;
  brand: MailBrand;
  subject: string;
  title: string;
  paragraphs: string[];
}): RenderedMail {
  return {
    subject: m.subject,
    html: renderMailHtml({
      lang: m.lang,
      brand: m.brand,
      title: m.title,
      rows: m.paragraphs.map((line) => paragraphRow(escapeHtml(line))),
    }),
    text: renderMailText({
      lang: m.lang,
      brand: m.brand,
      lines: m.paragraphs.flatMap((line, i) => (i ? ['', line] : [line])),
    }),
  };
}
