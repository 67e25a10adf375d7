/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Escaped text whose line breaks stay visible (a sender's message). */
export const escapeMultiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (cents: number) => usd.format(cents / 100);

// Tenant values end up inside style attributes; only plain colours and font lists get through,
// so a tenant file can never smuggle CSS (url(), expressions) into a mail.
export const safeColor = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(value) ? value : fallback;
export const safeFont = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^[\w\s,'"-]{1,200}$/.test(value) ? value : fallback;
