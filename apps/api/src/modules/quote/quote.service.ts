import type { Language } from '@bs/domain';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import { fieldError, invalid } from '../../http/errors';
import { cartDate } from '../../kernel/cart/effective-dates';
import type { EnrollmentRow } from '../../kernel/enrollment/enrollment.repository';
import type { RenderedMail } from '../../kernel/mail/layout';
import { mailBrandFor } from '../../kernel/mail/mail-brand';
import { priceCartLines } from '../../kernel/cart/cart-pricing.service';
import { cartLines } from '../../kernel/cart/cart.repository';
import { cartPayOf } from '../../kernel/pay/cart-pay';
import { comparisonPay } from '../../kernel/pay/options-pay';
import { shopPayTerms } from '../../kernel/pay/shop-pay';
import { catalogue } from '../../kernel/catalogue/catalogue-cache';
import { comparePlans } from '../../kernel/pricing/comparison';
import { quoteSubject, renderQuoteHtml, renderQuoteText, type QuoteView } from './quote-html';

/** Rule: only reps and group administrators send quotes (the spec hides the button for applicants). */
export function assertMayQuote(e: EnrollmentRow): void {
  if (e.eprocess !== 'rep' && e.eprocess !== 'group')
    throw fieldError(403, 'email', 'Quotes can only be sent by a representative or a group administrator.');
}

/**
 * The quote of an enrollment's cart for a recipient, in the sender's language: prices at the
 * effective date (the stored one while still offered, else the first offered), the store's
 * branding, the 3% fee notice when a line carries the administrative fee, and the comparison of
 * the plans the visitor compared when they are sent (priced for the same person). Deterministic (no
 * timestamps), so a repeated send of the same quote is recognised by the outbox as the same mail.
 */
export async function renderQuote(
  db: Queryable,
  config: AppConfig,
  e: EnrollmentRow,
  input: { name: string; message?: string; compare_plans?: number[] },
  lang: Language,
): Promise<RenderedMail> {
  assertMayQuote(e);
  const cat = await catalogue(db);
  const stored = await cartLines(db, e.enrollment_id);
  const cart = priceCartLines(cat, e, stored, cartDate(e.effective_date, undefined));
  if (!cart.lines.length)
    throw invalid('cart', 'Your cart is empty. Please add a plan before sending a quote.');
  // A group employee's quote also says what leaves each paycheck (ADR 0033), as the cart does;
  // an individual store's quote stays monthly.
  const terms = await shopPayTerms(db, e);
  const pay = terms ? cartPayOf(cat, e, stored, cart, terms) : undefined;
  const view: QuoteView = {
    recipientName: input.name,
    message: input.message,
    effectiveDate: cart.effective_date,
    lines: cart.lines.map((l, i) => ({
      name: l.plan_name,
      option: cat.optionName(l.plan_pricing_id, lang),
      monthly_cents: l.monthly_cents,
      one_time_cents: l.one_time_cents,
      ...(pay?.lines[i] && { pay: pay.lines[i] }),
    })),
    ...(pay?.total && { pay: pay.total }),
    initialCents: cart.initial_cents,
    recurringCents: cart.recurring_cents,
    adminFee: cart.has_admin_fee,
    brand: await mailBrandFor(db, config, e),
    ...(input.compare_plans?.length && {
      comparison: comparePlans(
        cat,
        input.compare_plans,
        e,
        new Date(),
        'compare_plans',
        lang,
        await comparisonPay(db, cat, e),
      ),
    }),
  };
  return {
    subject: quoteSubject(lang, view.brand),
    html: renderQuoteHtml(view, lang),
    text: renderQuoteText(view, lang),
  };
}
