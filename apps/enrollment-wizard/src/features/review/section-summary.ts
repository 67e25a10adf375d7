import { PAYMENT_METHODS, type PaymentMethod } from '@bs/contract';
import { paymentTypesFor } from '@bs/domain';
import type { useT } from '../../i18n/messages';
import type { ReviewCard } from './review-card-list';

type T = ReturnType<typeof useT>;
type Fields = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');
const nameOf = (f: Fields | undefined) => joined(f?.first_name, f?.last_name);

/**
 * One short line per review card (the page shows it; View Details shows everything): enough for a
 * person on a phone to see each step is right without opening eight popups. Masked values stay
 * masked; health answers are never summarised beyond "answered".
 */
export function sectionSummary(tab: ReviewCard, data: unknown, t: T): string {
  if (data == null || (Array.isArray(data) && data.length === 0)) return t('review.summary.empty');
  const f = (typeof data === 'object' ? data : {}) as Fields;
  switch (tab) {
    case 'primary_info':
      return [nameOf(f), str(f.birthdate)].filter(Boolean).join(', ');
    case 'contact_info':
      return [str(f.email_address), joined(f.city, f.state)].filter(Boolean).join(', ');
    case 'employer_info':
      return str(f.name) || t('review.summary.saved');
    case 'beneficiary_info':
      return (data as Fields[])
        .map((b) => `${nameOf(b)} ${str(b.beneficiary_percentage)}%`.trim())
        .join(', ');
    case 'dependent_info':
      return (data as Fields[]).map((d) => nameOf(d.primary_info as Fields)).join(', ');
    case 'primary_health_info':
    case 'eoi_info':
      return t('review.summary.answered');
    case 'billing_info': {
      const method = f.payment_method as PaymentMethod;
      const type = (PAYMENT_METHODS as readonly unknown[]).includes(method)
        ? t(`billing.type.${paymentTypesFor(method)[0]!}`)
        : '';
      return joined(type, f.card_number ?? f.account_number) || t('review.summary.saved');
    }
    case 'agreement_info':
      return str(f.user_name) ? t('review.summary.signedBy', { name: str(f.user_name) }) : t('review.signed');
  }
}
