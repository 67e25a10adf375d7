import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { renderParagraphMail, type MailBrand, type RenderedMail } from '../../kernel/mail/layout';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * The e-mail that tells a member the carrier's decision on their evidence of insurability (ADR
 * 0035): the plan, the cover in force from the decision's effective day, and what was not granted.
 * The carrier's reason is not in the mail (it can name a condition); the member reads it signed in.
 */
export function renderEoiDecisionMail(
  v: {
    brand: MailBrand;
    firstName: string;
    planName: string;
    status: 'approved' | 'partly-approved' | 'denied' | 'expired';
    approvedNow: number;
    granted: number;
    pending: number;
    effectiveOn: string;
  },
  lang: Language,
): RenderedMail {
  const params = {
    name: v.firstName,
    plan: v.planName,
    total: dollars(v.approvedNow + v.granted),
    refused: dollars(v.pending - v.granted),
    date: v.effectiveOn,
  };
  const intro = {
    approved: t(lang, 'Hello {name}, the carrier approved all the cover you elected in {plan}.', params),
    'partly-approved': t(
      lang,
      'Hello {name}, the carrier approved part of the cover you elected in {plan}; {refused} was not approved.',
      params,
    ),
    denied: t(
      lang,
      'Hello {name}, the carrier did not approve the cover pending evidence in {plan}.',
      params,
    ),
    expired: t(
      lang,
      'Hello {name}, the cover pending evidence in {plan} has expired because no evidence arrived in time.',
      params,
    ),
  }[v.status];
  const inForce = t(lang, 'Your cover in force from {date}: {total}.', params);
  return renderParagraphMail({
    lang,
    brand: v.brand,
    subject: t(lang, 'Your evidence of insurability decision'),
    title: t(lang, 'Evidence of insurability decision'),
    paragraphs: [intro, inForce],
  });
}
