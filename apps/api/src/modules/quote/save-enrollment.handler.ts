import type { Handler } from '../../http/handler';
import { fieldError, invalid } from '../../http/errors';
import { requireEnrollment } from '../filters/enrollment.repository';
import { recentQuoteCount } from './quote.repository';
import { assertMayQuote, renderQuote } from './quote.service';

/** At most this many quote mails per enrollment and hour. */
export const MAX_QUOTES_PER_HOUR = 20;

/**
 * save-enrollment. Tab cart_info e-mails the quote through the outbox (queued in the request's
 * transaction, delivered by the worker; the same quote twice within minutes is queued once).
 * The wizard's save-later tabs are not served yet and answer a clear error on `tab`.
 */
export const saveEnrollment: Handler<'save-enrollment'> = async ({ db, config, mailer, body }) => {
  if (body.tab !== 'cart_info')
    throw invalid(
      'tab',
      'Saving an enrollment for later is not available yet. Please continue the enrollment.',
    );
  if (!body.name) throw invalid('name', 'Please enter a name');
  const name = body.name;
  const result = await db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    assertMayQuote(e);
    if ((await recentQuoteCount(tx, e.enrollment_id)) >= MAX_QUOTES_PER_HOUR)
      throw fieldError(429, 'email', 'Too many quotes were sent for this cart. Please try again in an hour.');
    const quote = await renderQuote(tx, config, e, { name, message: body.message });
    return mailer.enqueue(tx, { kind: 'quote', enrollmentId: e.enrollment_id, to: body.email, ...quote });
  });
  if (!result.duplicate) mailer.kick();
  return { message: `Quote Successfully Sent to ${body.email}`, email: body.email };
};
