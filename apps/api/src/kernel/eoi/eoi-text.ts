import type { EoiSplit } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { money } from '../mail/html';
import { payText } from '../pay/pay-text';

/** Whole dollars of cover as people read them: $100,000. */
export const cover = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/**
 * An election above guaranteed issue as the receipt, its mail and its PDF word it (ADR 0037), the
 * store's words: "$100,000 approved now ($21.99 per month)", per paycheck for a group employee,
 * and "$50,000 pending evidence of insurability". The amounts are the API's; this only words them.
 */
export function eoiLines(lang: Language, s: EoiSplit): { approved: string; pending: string } {
  const price = s.approved_pay
    ? payText(lang, s.approved_pay)
    : t(lang, '{amount} per month', { amount: money(Math.round(s.approved_price * 100)) });
  return {
    approved: t(lang, '{amount} approved now ({price})', { amount: cover(s.approved_now), price }),
    pending: t(lang, '{amount} pending evidence of insurability', { amount: cover(s.pending) }),
  };
}
