/**
 * When the first nightly file goes, as the schedule (edi-schedule.ts) will decide it, for the
 * hint under the time field: a time already past today sends a file within minutes of saving,
 * unless today's file was built already (issue 32: saving must not send a file by surprise).
 */
export type NextExport = { when: 'none' } | { when: 'soon' | 'today' | 'tomorrow'; time: string };

export function nextExport(time: string, now: Date, scheduledToday: boolean): NextExport {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { when: 'none' };
  if (scheduledToday) return { when: 'tomorrow', time };
  return { when: time <= now.toISOString().slice(11, 16) ? 'soon' : 'today', time };
}
