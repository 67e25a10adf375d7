import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { renderQuote } from './quote.service';

/** The HTML the quote e-mail will have (the client shows it in a sandboxed preview). */
export const getQuotePreviewContent: Handler<'get-quote-preview-content'> = async ({
  db,
  config,
  query,
  lang,
}) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const quote = await renderQuote(db, config, e, { name: query.name, message: query.message }, lang);
  return { content: quote.html };
};
