import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { renderParagraphMail, type MailBrand, type RenderedMail } from '../../kernel/mail/layout';

type Facts = { brand: MailBrand; firstName: string; groupName: string; kindLabel: string; eventDate: string };

const render = (lang: Language, brand: MailBrand, subject: string, title: string, paragraphs: string[]) =>
  renderParagraphMail({ lang, brand, subject, title, paragraphs });

/**
 * The one reminder before a life event's required document is due (ADR 0034): which event, the
 * last day, and where to send it (the invitation link or the member's page they reported it from).
 */
export function renderDocumentReminder(v: Facts & { dueOn: string }, lang: Language): RenderedMail {
  const name = { name: v.firstName, kind: v.kindLabel, date: v.eventDate };
  return render(
    lang,
    v.brand,
    t(lang, 'Your life event still needs its document'),
    t(lang, 'Document due soon'),
    [
      t(lang, 'Hello {name}, the life event you reported ({kind} on {date}) still needs its document.', name),
      t(
        lang,
        'Please upload it by {due} from the page where you reported the event; without it the change is refused.',
        {
          due: v.dueOn,
        },
      ),
      t(lang, 'If you have questions, please contact {group}.', { group: v.groupName }),
    ],
  );
}

/** The life event refused because its required document did not arrive by its day, with the reason. */
export function renderExpiredMail(v: Facts & { reason: string }, lang: Language): RenderedMail {
  return render(
    lang,
    v.brand,
    t(lang, 'Your life event was not approved'),
    t(lang, 'Life event not approved'),
    [
      t(lang, 'Hello {name}, {group} did not approve the life event you reported: {kind} on {date}.', {
        name: v.firstName,
        group: v.groupName,
        kind: v.kindLabel,
        date: v.eventDate,
      }),
      t(lang, 'Reason: {reason}', { reason: v.reason }),
      t(lang, 'If you have questions, please contact {group}.', { group: v.groupName }),
    ],
  );
}
