import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { escapeHtml } from '../../kernel/mail/html';
import {
  paragraphRow,
  renderMailHtml,
  renderMailText,
  type MailBrand,
  type RenderedMail,
} from '../../kernel/mail/layout';

/** The code that proves an invitation in another browser (ADR 0026), in the census language. */
export function renderInvitationCodeMail(
  v: { brand: MailBrand; firstName: string; groupName: string; code: string; minutes: number },
  lang: Language,
): RenderedMail {
  const intro = t(lang, 'Hello {name}, here is your code to open your {group} benefits invitation:', {
    name: v.firstName,
    group: v.groupName,
  });
  const expiry = t(lang, 'It works once, for {minutes} minutes.', { minutes: String(v.minutes) });
  const notYou = t(lang, 'If you did not ask for it, you can ignore this e-mail.');
  return {
    subject: t(lang, 'Your code for your {group} invitation', { group: v.groupName }),
    html: renderMailHtml({
      lang,
      brand: v.brand,
      title: t(lang, 'Your invitation code'),
      rows: [
        paragraphRow(escapeHtml(intro)),
        paragraphRow(`<strong style="font-size:22px;letter-spacing:2px;">${escapeHtml(v.code)}</strong>`),
        paragraphRow(escapeHtml(expiry)),
        paragraphRow(escapeHtml(notYou)),
      ],
    }),
    text: renderMailText({ lang, brand: v.brand, lines: [intro, '', v.code, '', expiry, '', notYou] }),
  };
}
