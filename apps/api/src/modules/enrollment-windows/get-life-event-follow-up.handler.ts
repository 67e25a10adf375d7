import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { followUpList } from '../../kernel/enrollment-windows/life-events.repository';
import { catalogue } from '../../kernel/enrollment-windows/life-event-kinds.repository';
import { documentsOf } from '../../kernel/enrollment-windows/life-event-documents.repository';
import { LIFE_EVENT_DOCUMENT_PATH } from './life-event-document.route';

/**
 * GET get-life-event-follow-up (issue 29): the group's pending life events, the nearest day due
 * first (the documents' day while a required document is missing, else the deadline), with the
 * employee's name (access rule 'view-group-calendar': the group's administrator, its rep, the
 * platform administrator), and each document received with the address that saves it.
 */
export const getLifeEventFollowUp: Handler<'get-life-event-follow-up'> = async ({
  db,
  req,
  query,
  lang,
  config,
}) => {
  await requireGroupAccess({ req, db }, 'view-group-calendar', query.group_id);
  const kinds = new Map((await catalogue(db, lang)).map((k) => [k.kind, k]));
  const events = await followUpList(db, query.group_id);
  const names = new Map(
    (
      await db.query<{ census_id: number; name: string }>(
        `SELECT census_id::int AS census_id, first_name || ' ' || last_name AS name
           FROM census_employees WHERE group_id = $1 AND census_id = ANY($2::bigint[])`,
        [query.group_id, events.map((e) => e.censusId).filter((id) => id !== null)],
      )
    ).map((r) => [r.census_id, r.name]),
  );
  const memberNames = new Map(
    (
      await db.query<{ user_id: number; name: string }>(
        `SELECT user_id, first_name || ' ' || last_name AS name FROM members WHERE user_id = ANY($1::int[])`,
        [events.map((e) => e.memberUserId).filter((id) => id !== null)],
      )
    ).map((r) => [r.user_id, r.name]),
  );
  const files = await Promise.all(events.map((e) => documentsOf(db, config.dataKey, e.eventId)));
  return {
    items: events.map((e, i) => ({
      event_id: e.eventId,
      census_id: e.censusId,
      employee_name:
        (e.censusId !== null ? names.get(e.censusId) : undefined) ??
        (e.memberUserId !== null ? memberNames.get(e.memberUserId) : undefined) ??
        '',
      kind: e.kind,
      label: kinds.get(e.kind)?.label ?? e.kind,
      event_date: e.eventDate,
      reported_on: e.reportedOn,
      deadline: e.deadline,
      documents_due_on: e.documentsDueOn,
      due_on: e.dueOn,
      documents: e.documents,
      files: files[i]!.map((d) => ({
        document_id: d.documentId,
        file_name: d.fileName,
        content_type: d.contentType,
        byte_size: d.byteSize,
        url: `${LIFE_EVENT_DOCUMENT_PATH}/${d.documentId}`,
      })),
      missing_document: e.missingDocument,
      needs_approval: kinds.get(e.kind)?.needsApproval ?? true,
    })),
  };
};
