import type { Handler } from '../../kernel/handler';
import { fieldError, invalid } from '../../http/errors';
import { authorize } from '../../kernel/access/access';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { countClientRequest } from '../../kernel/limits/guard';
import { SAVE_LATER_MAIL } from '../../kernel/limits/policy';
import { saveForLater } from '../../kernel/save-later/save-later.service';
import { recentQuoteCount } from './quote.repository';
import { assertMayQuote, renderQuote } from './quote.service';

/** At most this many quote mails per enrollment and hour. */
export const MAX_QUOTES_PER_HOUR = 20;

/**
 * save-enrollment. Tab cart_info e-mails the quote through the outbox (queued in the request's
 * transaction, delivered by the worker; the same quote twice within minutes is queued once). The
 * mail is rendered in the request's language when it is queued, so the outbox row holds it as sent.
 * Every wizard tab saves the step for later and mails a continue code (save-later module), at most
 * SAVE_LATER_MAIL a client and hour (besides the save-later module's own limit per enrollment).
 */
export const saveEnrollment: Handler<'save-enrollment'> = async (ctx) => {
  const { db, config, mailer, body, lang } = ctx;
  if (body.tab !== 'cart_info') {
    // Each save mails a code to the address given: limited per client before anything is looked at.
    await countClientRequest(ctx, SAVE_LATER_MAIL);
    return saveForLater(ctx);
  }
  if (!body.name) throw invalid('name', 'Please enter a name');
  const name = body.name;
  const result = await db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    // Send Personalized Quote: a signed-in rep or group administrator whose book holds the cart.
    await authorize({ req: ctx.req, db: tx }, 'send-quote', e);
    assertMayQuote(e);
    if ((await recentQuoteCount(tx, e.enrollment_id)) >= MAX_QUOTES_PER_HOUR)
      throw fieldError(429, 'email', 'Too many quotes were sent for this cart. Please try again in an hour.');
    const quote = await renderQuote(
      tx,
      config,
      e,
      { name, message: body.message, compare_plans: body.compare_plans },
      lang,
    );
    return mailer.enqueue(tx, { kind: 'quote', enrollmentId: e.enrollment_id, to: body.email, ...quote });
  });
  if (!result.duplicate) mailer.kick();
  return { message: `Quote Successfully Sent to ${body.email}`, email: body.email };
};
