import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { escapeHtml } from '../../kernel/mail/html';
import {
  mailStyle,
  paragraphRow,
  renderMailHtml,
  renderMailText,
  type MailBrand,
  type RenderedMail,
} from '../../kernel/mail/layout';

const buttonRow = (href: string, label: string, primary: string) =>
  `<tr><td align="center" style="padding:0 24px 16px;"><a href="${escapeHtml(href)}" style="display:inline-block;background:${primary};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-size:15px;font-weight:bold;">${escapeHtml(label)}</a></td></tr>`;

export type InvitationMailView = {
  brand: MailBrand;
  mode: 'invite' | 'remind';
  firstName: string;
  groupName: string;
  link: string;
  expires: Date;
};

/** The employee's personal invitation (or reminder), in the census language, in the store's brand. */
export function renderInvitationMail(v: InvitationMailView, lang: Language): RenderedMail {
  const { primary } = mailStyle(v.brand);
  const until = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' }).format(
    v.expires,
  );
  const who = { name: v.firstName, group: v.groupName };
  const intro =
    v.mode === 'invite'
      ? t(lang, 'Hello {name}, {group} invites you to choose your benefits.', who)
      : t(lang, 'Hello {name}, a reminder: {group} invites you to choose your benefits.', who);
  const personal = t(lang, 'This link is yours alone: please do not forward it. It works until {date}.', {
    date: until,
  });
  const waive = t(lang, "If you do not want coverage, open the link and choose I don't want coverage.");
  const subject =
    v.mode === 'invite'
      ? t(lang, 'Choose your benefits with {group}', { group: v.groupName })
      : t(lang, 'Reminder: choose your benefits with {group}', { group: v.groupName });
  return {
    subject,
    html: renderMailHtml({
      lang,
      brand: v.brand,
      title: t(lang, 'Choose your benefits'),
      rows: [
        paragraphRow(escapeHtml(intro)),
        buttonRow(v.link, t(lang, 'Choose my benefits'), primary),
        paragraphRow(escapeHtml(personal)),
        paragraphRow(escapeHtml(waive)),
      ],
    }),
    text: renderMailText({ lang, brand: v.brand, lines: [intro, '', v.link, '', personal, '', waive] }),
  };
}
