import { dynamicTab, type DynamicTab } from '@bs/contract';
import type { CartLine } from './cart.repository';

/** The wizard's steps in order (their `order`) as the contract lists them; personal, contact, review, agreement, billing always. */
const TABS = dynamicTab.shape.tab_name.options;

/**
 * Rule (DESIGN §4): dependents only when the tier covers more than the member (not IO);
 * beneficiaries when life cover (term_life) is in the cart; employer info for disability income
 * (di); health info when an underwritten plan (one with health questions) is in the cart;
 * evidence of insurability when an election leaves an amount pending (`eoiPending`, from
 * kernel/eoi/pending-eoi.ts, ADR 0039). Every tab is answered, with required 0 or 1.
 */
export function dynamicTabs(
  tier: string,
  cart: Pick<CartLine, 'category' | 'underwritten'>[],
  eoiPending = false,
): DynamicTab[] {
  const has = (category: string) => cart.some((l) => l.category === category);
  const conditional: Partial<Record<DynamicTab['tab_name'], boolean>> = {
    employer_info: has('di'),
    beneficiary_info: has('term_life'),
    primary_health_info: cart.some((l) => l.underwritten),
    eoi_info: eoiPending,
    dependent_info: tier !== 'IO',
  };
  return TABS.map((tab_name, order) => ({
    tab_name,
    required: (conditional[tab_name] ?? true) ? 1 : 0,
    order,
  }));
}
