import type { IdCard } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';

/** The card's title by category: the name a member looks for in their wallet. */
function titleOf(lang: Language, category: string): string {
  switch (category) {
    case 'dental':
      return t(lang, 'Dental ID card');
    case 'vision':
      return t(lang, 'Vision ID card');
    case 'rx':
      return t(lang, 'Prescription ID card');
    default:
      return t(lang, 'Medical ID card');
  }
}

const longDate = (lang: Language, iso: string) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Everything printed on a card, in the reader's language (labels) and as recorded (values). */
export type CardText = {
  title: string;
  brandName: string;
  labels: {
    member: string;
    memberId: string;
    groupNumber: string;
    plan: string;
    coverageStart: string;
    dependents: string;
    memberServices: string;
  };
  member: string;
  memberId: string;
  groupNumber: string;
  plan: string;
  carrier: string;
  coverageStart: string;
  dependents: string[];
  phone: string;
};

export function cardText(lang: Language, card: IdCard, brandName: string): CardText {
  const relation = (r: 'spouse' | 'child') => (r === 'spouse' ? t(lang, 'Spouse') : t(lang, 'Child'));
  return {
    title: titleOf(lang, card.category),
    brandName,
    labels: {
      member: t(lang, 'Member'),
      memberId: t(lang, 'Member ID'),
      groupNumber: t(lang, 'Group number'),
      plan: t(lang, 'Your plan'),
      coverageStart: t(lang, 'Coverage start'),
      dependents: t(lang, 'Dependents covered'),
      memberServices: t(lang, 'Member services'),
    },
    member: card.member_name,
    memberId: card.member_id,
    groupNumber: card.group_number,
    plan: card.plan_name,
    carrier: card.carrier_name,
    coverageStart: card.coverage_start ? longDate(lang, card.coverage_start) : '-',
    dependents: card.dependents.length
      ? card.dependents.map((d) => `${d.name} (${relation(d.relationship)})`)
      : [t(lang, 'None')],
    phone: card.carrier_phone || '-',
  };
}
