import type { Handler } from '../../kernel/handler';
import { safeEmailHtml } from '../../http/safe-html';
import { authorize } from '../../kernel/access/access';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { renderQuote } from './quote.service';

/**
 * The HTML the quote e-mail will have, sanitised for the client's in-page preview. Only who may
 * send the quote may preview it (the same rule as save-enrollment's cart_info): it shows the
 * cart's plans and prices under the rep's or group's name.
 */
export const getQuotePreviewContent: Handler<'get-quote-preview-content'> = async ({
  db,
  config,
  query,
  lang,
  req,
}) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  await authorize({ req, db }, 'send-quote', e);
  const quote = await renderQuote(
    db,
    config,
    e,
    { name: query.name, message: query.message, compare_plans: query.compare_plans },
    lang,
  );
  return { content: safeEmailHtml(quote.html) };
};
