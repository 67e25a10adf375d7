import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { requireGroupAccess } from '../../kernel/access/access';
import { actorOf, recordCalendarChange } from '../../kernel/enrollment/audit.repository';
import {
  catalogue,
  offeredKinds,
  setGroupKind,
} from '../../kernel/enrollment-windows/life-event-kinds.repository';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { groupCalendar } from './group-calendar.service';

export const KIND_NOT_IN_CATALOGUE = 'This kind of event is not in the catalogue.';

/**
 * POST save-life-event-kinds (issue 29): the group turns kinds of the platform's catalogue on or
 * off. A kind turned off is no longer offered to its employees (report-life-event refuses it
 * beside `kind`); events already reported keep it. Only the kinds sent change; the change history
 * records the kinds offered before and after (access rule 'manage-group-enrollment-rules').
 */
export const saveLifeEventKinds: Handler<'save-life-event-kinds'> = async ({
  db,
  req,
  body,
  config,
  lang,
}) => {
  const principal = await requireGroupAccess({ req, db }, 'manage-group-enrollment-rules', body.group_id);
  const known = new Set((await catalogue(db, 'en')).filter((k) => k.active).map((k) => k.kind));
  if (body.kinds.some((k) => !known.has(k.kind))) throw invalid('kinds', KIND_NOT_IN_CATALOGUE);
  return db.transaction(async (tx) => {
    const offered = async () => (await offeredKinds(tx, body.group_id, 'en')).map((k) => k.kind);
    const before = await offered();
    for (const k of body.kinds)
      await setGroupKind(tx, body.group_id, k.kind, k.enabled, principal.account_id);
    await recordCalendarChange(
      tx,
      null,
      'life-event-kinds',
      { before: { offered: before }, after: { group_id: body.group_id, offered: await offered() } },
      { ...actorOf(req, null, config.dataKey), key: config.dataKey },
    );
    return {
      life_event_kinds: (await groupCalendar(tx, body.group_id, todayUtc(), lang)).life_event_kinds,
    };
  });
};
