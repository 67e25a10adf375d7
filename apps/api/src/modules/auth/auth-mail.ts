import type { Language } from '@bs/domain';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import { t } from '../../i18n/messages';
import { findDefaultTenant } from '../../kernel/people/branding.repository';
import { escapeHtml } from '../../kernel/mail/html';
import {
  htmlText,
  mailStyle,
  paragraphRow,
  renderMailHtml,
  renderMailText,
  type MailBrand,
  type RenderedMail,
} from '../../kernel/mail/layout';
import { mailBrand } from '../../kernel/mail/mail-brand';

/** Sign-in mails carry the default store's brand (they belong to no enrollment). */
export async function authMailBrand(db: Queryable, config: AppConfig): Promise<MailBrand> {
  return mailBrand(await findDefaultTenant(db), config);
}

const codeBox = (code: string, primary: string) =>
  `<tr><td align="center" style="padding:0 24px 16px;"><div style="display:inline-block;padding:12px 24px;border:2px dashed ${primary};font-size:24px;font-weight:bold;letter-spacing:2px;font-family:'Courier New',monospace;">${escapeHtml(code)}</div></td></tr>`;

const buttonRow = (href: string, label: string, primary: string) =>
  `<tr><td align="center" style="padding:0 24px 16px;"><a href="${escapeHtml(href)}" style="display:inline-block;background:${primary};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-size:15px;font-weight:bold;">${escapeHtml(label)}</a></td></tr>`;

/** The member's one-time sign-in: a link that signs in at once, and a code to type instead. */
export function renderMemberSignInMail(
  v: { brand: MailBrand; code: string; link: string; name: string },
  lang: Language,
): RenderedMail {
  const { primary } = mailStyle(v.brand);
  const intro = t(lang, 'Hello {name}, use this link to sign in to {brand}. It works once, for 15 minutes.', {
    name: v.name,
    brand: v.brand.name,
  });
  const codeLine = t(lang, 'Or enter this code on the sign-in page:');
  const ignore = t(lang, 'If you did not ask to sign in, you can ignore this e-mail.');
  return {
    subject: t(lang, 'Your sign-in link for {brand}', { brand: v.brand.name }),
    html: renderMailHtml({
      lang,
      brand: v.brand,
      title: t(lang, 'Sign in'),
      rows: [
        paragraphRow(escapeHtml(intro)),
        buttonRow(v.link, t(lang, 'Sign in'), primary),
        paragraphRow(escapeHtml(codeLine)),
        codeBox(v.code, primary),
        paragraphRow(escapeHtml(ignore)),
      ],
    }),
    text: renderMailText({
      lang,
      brand: v.brand,
      lines: [intro, '', v.link, '', codeLine, v.code, '', ignore],
    }),
  };
}

/** The staff password reset code. */
export function renderPasswordResetMail(
  v: { brand: MailBrand; code: string; link: string; name: string },
  lang: Language,
): RenderedMail {
  const { primary } = mailStyle(v.brand);
  const intro = htmlText(
    lang,
    'Hello {name}, enter this code on {link} to choose a new password. It works once, for 15 minutes.',
    {
      name: escapeHtml(v.name),
      link: `<a href="${escapeHtml(v.link)}" style="color:${primary};">${escapeHtml(v.link)}</a>`,
    },
  );
  const ignore = t(
    lang,
    'If you did not ask for a new password, you can ignore this e-mail; your password stays the same.',
  );
  return {
    subject: t(lang, 'Your password reset code for {brand}', { brand: v.brand.name }),
    html: renderMailHtml({
      lang,
      brand: v.brand,
      title: t(lang, 'Reset your password'),
      rows: [paragraphRow(intro), codeBox(v.code, primary), paragraphRow(escapeHtml(ignore))],
    }),
    text: renderMailText({
      lang,
      brand: v.brand,
      lines: [
        t(
          lang,
          'Hello {name}, enter this code on {link} to choose a new password. It works once, for 15 minutes.',
          {
            name: v.name,
            link: v.link,
          },
        ),
        '',
        v.code,
        '',
        ignore,
      ],
    }),
  };
}
