import type { Handler } from '../../kernel/handler';
import { fieldError, invalid } from '../../http/errors';
import { NOT_ALLOWED } from '../../kernel/access/access';
import type { CheckedDocument } from '../../kernel/enrollment-windows/event-document';
import { eventById } from '../../kernel/enrollment-windows/life-events.repository';
import { addDocument } from '../../kernel/enrollment-windows/life-event-documents.repository';
import { uploadPool } from '../../kernel/workers/upload-pool';
import { countUpload, oneAtATime } from '../../kernel/workers/upload-guard';
import { ALREADY_DECIDED } from './decide-life-event.handler';
import { ownsEvent, reportingEmployee } from './life-event-reporter';

const FIELD = 'content_base64';

/**
 * POST upload-life-event-document (issue 29, ADR 0034): the employee who reported the event sends
 * a document for it, or staff for an employee of the census (`census_id`, as report-life-event). The file is read in an upload worker (ADR 0025: type by content, 5 MB cap,
 * its hash), one at a time per event and within a budget per person, then stored sealed. Another
 * employee's event, or an unknown one, answers 403 alike; a decided or expired event takes no
 * more documents (409).
 */
export const uploadLifeEventDocument: Handler<'upload-life-event-document'> = async ({
  db,
  req,
  reply,
  body,
  config,
}) => {
  const who = await reportingEmployee(db, req, body.token, body.census_id, body.member_user_id);
  const event = await eventById(db, body.event_id);
  if (!event || !ownsEvent(who, event)) throw fieldError(403, 'event_id', NOT_ALLOWED);
  if (event.status !== 'pending') throw fieldError(409, 'event_id', ALREADY_DECIDED);
  await countUpload({ req, reply }, 'document', who.subject, FIELD);
  const bytes = Buffer.from(body.content_base64, 'base64');
  const doc = await oneAtATime({ req, reply }, `life-event:${event.eventId}`, FIELD, () =>
    uploadPool().run<CheckedDocument>('document', { fileName: body.file_name, bytes }, FIELD),
  );
  if (!doc.ok) throw invalid(FIELD, doc.message);
  const documentId = await addDocument(db, config.dataKey, event.eventId, doc, bytes, who.by);
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM life_event_documents WHERE event_id = $1',
    [event.eventId],
  );
  return { event_id: event.eventId, document_id: documentId, documents: count!.n };
};
