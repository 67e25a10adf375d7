import type { ReceiptDetails } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import { pricedCartWithPay } from '../../kernel/eoi/priced-cart';
import { catalogue } from '../../kernel/catalogue/catalogue-cache';
import type { StoredDependent } from '../../kernel/enrollment/stored-sections';
import { mailBrandFor } from '../../kernel/mail/mail-brand';
import type { StoredPayment } from '../../kernel/payment/payment-info';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';
import { buildReceiptView } from './build-receipt-view';

const METHODS = { cc: 'cc', eft: 'eft', list: 'list', elist: 'list', stmt: 'stmt' } as const;

/**
 * The receipt's content as the mail built it at completion (buildReceiptView), rebuilt for a
 * completed enrollment: the page's details and the downloadable PDF say what the mailed PDF said.
 */
export async function receiptViewFor(
  db: Queryable,
  o: { enrollmentId: string; policyId: string; config: AppConfig; lang: Language },
) {
  const ctx = await wizardContext(db, o.enrollmentId);
  if (!ctx.e.effective_date) return undefined;
  const [brand, cat, { cart, pay, eoi }] = await Promise.all([
    mailBrandFor(db, o.config, ctx.e),
    catalogue(db),
    pricedCartWithPay(db, ctx.e, ctx.e.effective_date),
  ]);
  const view = buildReceiptView(ctx, {
    brandName: brand.name,
    policyId: o.policyId,
    cart,
    pay,
    eoi,
    key: o.config.dataKey,
    lang: o.lang,
    optionName: (ppid) => cat.optionName(ppid, o.lang)?.name,
  });
  return { ctx, view };
}

/** The receipt page's details: only what the page shows leaves the server (no SSNs). */
export async function receiptDetails(
  db: Queryable,
  o: { enrollmentId: string; policyId: string; config: AppConfig; lang: Language },
): Promise<ReceiptDetails | undefined> {
  const built = await receiptViewFor(db, o);
  if (!built) return undefined;
  const { ctx, view } = built;
  const dependents = sectionOf<StoredDependent[]>(ctx, 'dependent_info') ?? [];
  const method = sectionOf<StoredPayment>(ctx, 'payment_info')?.payment_method;
  return {
    effective_date: view.effectiveDate,
    plans: view.plans,
    initial_cost: view.initialCost,
    recurring_cost: view.recurringCost,
    ...(view.pay && { pay: view.pay }),
    people: [
      { name: view.member.name, relationship: 'member' },
      ...view.dependents.map((d, i) => ({
        name: d.name,
        relationship:
          dependents[i]?.primary_info.relationship === 'spouse' ? ('spouse' as const) : ('child' as const),
      })),
    ],
    payment: {
      method: method ? (METHODS[method as keyof typeof METHODS] ?? '') : '',
      detail: view.payment.detail,
    },
    email: view.member.email,
  };
}
