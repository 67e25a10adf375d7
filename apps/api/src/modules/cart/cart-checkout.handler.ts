import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { storeCartPrices } from '../../kernel/cart/cart.repository';
import { priceCart } from '../../kernel/cart/cart-pricing.service';
import { offeredDates } from '../../kernel/cart/effective-dates';
import { windowEffectiveDate } from '../../kernel/enrollment-windows/enrollment-gate';

/**
 * Checkout fixes the effective date. Rules: the date must be one of the offered dates (through an
 * employee's window, the one it says: ADR 0034); the cart
 * must not be empty; every line must still be sold to the person at that date (the age then
 * decides). The stored prices follow the date. Idempotent: the same call again answers the same
 * and changes nothing more (checked_out_at keeps the first checkout).
 */
export const cartCheckout: Handler<'cart-checkout'> = async ({ db, body }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    const offered = offeredDates(new Date(), (await windowEffectiveDate(tx, e))?.day);
    if (!offered.includes(body.effective_date))
      throw invalid('effective_date', `Please choose one of the effective dates: ${offered.join(', ')}.`);
    const cart = await priceCart(tx, e, body.effective_date);
    if (!cart.lines.length) throw invalid('cart', 'Your cart is empty. Please add a plan before checkout.');
    const blocked = cart.lines.find((l) => l.unavailable);
    if (blocked)
      throw invalid(
        'effective_date',
        `${blocked.plan_name} is not available with an effective date of ${body.effective_date}: ${blocked.unavailable}`,
      );
    await storeCartPrices(tx, e.enrollment_id, cart.lines);
    await tx.query(
      `UPDATE enrollments SET effective_date = to_date($2, 'MM/DD/YYYY'),
         checked_out_at = coalesce(checked_out_at, now()), updated_at = now()
       WHERE enrollment_id = $1`,
      [e.enrollment_id, body.effective_date],
    );
    return { status: true as const, effective_date: body.effective_date };
  });
