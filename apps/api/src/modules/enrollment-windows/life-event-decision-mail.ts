import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { renderParagraphMail, type MailBrand, type RenderedMail } from '../../kernel/mail/layout';

/**
 * The e-mail that tells an employee how their reported life event was decided (ADR 0034), in the
 * census language: the kind, its date, the decision, the reason the administrator gave and, when
 * approved, the day the change takes effect.
 */
export function renderDecisionMail(
  v: {
    brand: MailBrand;
    firstName: string;
    groupName: string;
    kindLabel: string;
    eventDate: string;
    decision: 'approved' | 'denied';
    reason: string;
    effectiveOn: string;
  },
  lang: Language,
): RenderedMail {
  const intro =
    v.decision === 'approved'
      ? t(lang, 'Hello {name}, {group} approved the life event you reported: {kind} on {date}.', {
          name: v.firstName,
          group: v.groupName,
          kind: v.kindLabel,
          date: v.eventDate,
        })
      : t(lang, 'Hello {name}, {group} did not approve the life event you reported: {kind} on {date}.', {
          name: v.firstName,
          group: v.groupName,
          kind: v.kindLabel,
          date: v.eventDate,
        });
  const reason = t(lang, 'Reason: {reason}', { reason: v.reason });
  const next =
    v.decision === 'approved'
      ? t(lang, 'You can now make the changes this event allows; they take effect on {date}.', {
          date: v.effectiveOn,
        })
      : t(lang, 'If you have questions, please contact {group}.', { group: v.groupName });
  return renderParagraphMail({
    lang,
    brand: v.brand,
    subject:
      v.decision === 'approved'
        ? t(lang, 'Your life event was approved')
        : t(lang, 'Your life event was not approved'),
    title: v.decision === 'approved' ? t(lang, 'Life event approved') : t(lang, 'Life event not approved'),
    paragraphs: [intro, reason, next],
  });
}
