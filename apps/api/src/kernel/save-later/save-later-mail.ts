import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { escapeHtml } from '../mail/html';
import {
  htmlText,
  mailStyle,
  paragraphRow,
  renderMailHtml,
  renderMailText,
  type MailBrand,
  type RenderedMail,
} from '../mail/layout';

export type SaveLaterView = {
  brand: MailBrand;
  /** The code as the person types it on /continue-enrollment. */
  code: string;
  /** Last day the code works, MM/DD/YYYY. */
  expiresOn: string;
  /** Absolute URL of the store's continue-enrollment page. */
  continueUrl: string;
  /** The direct-continue link: opens the saved step without typing the code. */
  link: string;
};

/**
 * The save-later mail (save-enrollment with a wizard tab): the code that continues the saved
 * enrollment, in the language the person used when saving. Rendered when it is queued.
 */
export function renderSaveLaterMail(v: SaveLaterView, lang: Language): RenderedMail {
  const { primary } = mailStyle(v.brand);
  const link = `<a href="${escapeHtml(v.continueUrl)}" style="color:${primary};">${escapeHtml(v.continueUrl)}</a>`;
  const button = `<tr><td align="center" style="padding:0 24px 16px;"><a href="${escapeHtml(v.link)}" style="display:inline-block;background:${primary};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-size:15px;font-weight:bold;">${escapeHtml(t(lang, 'Continue my enrollment'))}</a></td></tr>`;
  const rows = [
    paragraphRow(
      htmlText(
        lang,
        'Your enrollment with {brand} is saved. To continue where you left off, open {link} and enter this code with your e-mail address:',
        { brand: escapeHtml(v.brand.name), link },
      ),
    ),
    `<tr><td align="center" style="padding:0 24px 16px;"><div style="display:inline-block;padding:12px 24px;border:2px dashed ${primary};font-size:24px;font-weight:bold;letter-spacing:2px;font-family:'Courier New',monospace;">${escapeHtml(v.code)}</div></td></tr>`,
    button,
    paragraphRow(escapeHtml(t(lang, 'The code works until {date}.', { date: v.expiresOn }))),
    paragraphRow(escapeHtml(t(lang, 'If you did not ask for this code, you can ignore this e-mail.'))),
  ];
  return {
    subject: t(lang, 'Your code to continue your enrollment with {brand}', { brand: v.brand.name }),
    html: renderMailHtml({ lang, brand: v.brand, title: t(lang, 'Continue your enrollment'), rows }),
    text: renderMailText({
      lang,
      brand: v.brand,
      lines: [
        t(
          lang,
          'Your enrollment with {brand} is saved. To continue where you left off, open {link} and enter this code with your e-mail address:',
          { brand: v.brand.name, link: v.continueUrl },
        ),
        '',
        v.code,
        '',
        t(lang, 'Or continue straight from this link: {link}', { link: v.link }),
        t(lang, 'The code works until {date}.', { date: v.expiresOn }),
        t(lang, 'If you did not ask for this code, you can ignore this e-mail.'),
      ],
    }),
  };
}
