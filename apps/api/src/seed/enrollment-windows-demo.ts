import type { Queryable } from '../db';
import type { DataKey } from '../kernel/crypto/data-key';
import {
  addDays,
  firstOfNextMonth,
  todayUtc,
  type IsoDate,
} from '../kernel/enrollment-windows/calendar-days';
import { checkDocument } from '../kernel/enrollment-windows/event-document';
import { DEFAULT_LIFE_EVENT_KINDS } from '../kernel/enrollment-windows/life-event-kinds';
import { checkReport } from '../kernel/enrollment-windows/life-event-rules';
import { reportEvent } from '../kernel/enrollment-windows/life-events.repository';
import { saveKind } from '../kernel/enrollment-windows/life-event-kinds.repository';
import { addDocument } from '../kernel/enrollment-windows/life-event-documents.repository';
import spanish from '../kernel/enrollment-windows/messages.es';
import type { PlanYear } from '../kernel/enrollment-windows/open-enrollment';
import { DEFAULT_WAITING_PERIOD } from '../kernel/enrollment-windows/waiting-period';

/**
 * The demo world's enrollment calendar (ADR 0034), so a newcomer sees both states:
 * - Northwind Traders (group 77) is in open enrollment, ending 10 days after the day of the seed;
 * - Lakeside Manufacturing (group 4100) closed its open enrollment months ago, and Carla Mendes
 *   (LK-1003) has a pending birth, reported two days after it, with its certificate (a PDF), and
 *   Lakeside has turned "Move to a new address" off;
 * - two Lakeside employees show a new hire's window, which the closed window does not shut: Ben
 *   Okafor (LK-1002) was hired 10 days ago and may enroll now (his invitation enrolls him in the
 *   group enrollment journey), and Jamal Brooks (LK-1010) starts in 7 days, so his invitation says
 *   "As a new hire, you may enroll from …" with the day his coverage starts.
 * Dates follow the day of the seed, so every `npm start` shows the same picture. A plan year or an
 * event that a person has changed (an administrator's edit, a decision) is left as it is.
 * The default life-event kinds are added once: the platform administrator's changes are kept.
 */
const NORTHWIND = 77;
const LAKESIDE = 4100;
const BIRTH_EMPLOYEE = 'LK-1003';
const TURNED_OFF_KIND = 'move';
/** Census employee id -> hire date in days from the seed's day. */
const NEW_HIRES: Record<string, number> = { 'LK-1002': -10, 'LK-1010': 7 };
/** The hire date census-demo.ts gives every Lakeside employee. */
const CENSUS_HIRE_DATE = '2020-01-06';

const Spanish = spanish as Record<string, string>;

export async function seedEnrollmentWindows(
  tx: Queryable,
  key: DataKey,
  today: IsoDate = todayUtc(),
): Promise<void> {
  for (const [i, k] of DEFAULT_LIFE_EVENT_KINDS.entries()) {
    const [exists] = await tx.query('SELECT 1 FROM life_event_kinds WHERE kind = $1', [k.kind]);
    if (!exists)
      await saveKind(tx, { ...k, labelEs: Spanish[k.label] ?? k.label, position: (i + 1) * 10 }, null);
  }

  // Open now: opened 5 days ago, closes in 10; the plan year starts the first of the month after.
  const nwCloses = addDays(today, 10);
  await seedPlanYear(tx, NORTHWIND, yearStarting(firstOfNextMonth(nwCloses), addDays(today, -5), nwCloses));
  // Closed: a plan year that started about five months ago, its window 45 to 16 days before it.
  const lkStarts = monthsBefore(firstOfNextMonth(today), 6);
  await seedPlanYear(tx, LAKESIDE, yearStarting(lkStarts, addDays(lkStarts, -45), addDays(lkStarts, -16)));
  for (const g of [NORTHWIND, LAKESIDE])
    await tx.query(
      `INSERT INTO group_waiting_periods (group_id, rule, days, election_days) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [g, DEFAULT_WAITING_PERIOD.rule, DEFAULT_WAITING_PERIOD.days, DEFAULT_WAITING_PERIOD.electionDays],
    );

  // Lakeside does not offer "Move to a new address" (a group's choice, shown turned off on its
  // settings page and absent from its employees' form); a later change by a person is kept.
  await tx.query(
    `INSERT INTO group_life_event_kinds (group_id, kind, enabled) VALUES ($1, $2, false) ON CONFLICT DO NOTHING`,
    [LAKESIDE, TURNED_OFF_KIND],
  );

  await seedPendingBirth(tx, key, today);
  await seedNewHires(tx, today);
}

/**
 * The demo's new hires, dated from the day of the seed while they have not enrolled; a hire date a
 * person changed (neither the census default nor a seed's own date in the last 90 days) is kept.
 */
async function seedNewHires(tx: Queryable, today: IsoDate): Promise<void> {
  for (const [employeeId, offset] of Object.entries(NEW_HIRES))
    await tx.query(
      `UPDATE census_employees SET hire_date = $3
        WHERE group_id = $1 AND employee_id = $2 AND enrolled_at IS NULL
          AND (hire_date = $4 OR hire_date BETWEEN $5 AND $6)`,
      [
        LAKESIDE,
        employeeId,
        addDays(today, offset),
        CENSUS_HIRE_DATE,
        addDays(today, -90),
        addDays(today, 90),
      ],
    );
}

function yearStarting(startsOn: IsoDate, opensOn: IsoDate, closesOn: IsoDate): PlanYear {
  return {
    startsOn,
    endsOn: addDays(monthsBefore(startsOn, -12), -1),
    opensOn,
    closesOn,
    coverageStartsOn: startsOn,
  };
}

/** The first of the month `n` months before a first of the month (negative: after). */
function monthsBefore(firstOfMonth: IsoDate, n: number): IsoDate {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 10);
}

/** The seed's own plan year (no author) is moved to today's dates; one a person saved is kept. */
async function seedPlanYear(tx: Queryable, groupId: number, y: PlanYear): Promise<void> {
  const years = await tx.query<{ id: number; by: number | null }>(
    'SELECT plan_year_id::int AS id, updated_by AS by FROM group_plan_years WHERE group_id = $1',
    [groupId],
  );
  const own = years.find((r) => r.by === null);
  if (years.length && !own) return;
  await tx.query(
    `INSERT INTO group_plan_years (plan_year_id, group_id, starts_on, ends_on, oe_opens_on, oe_closes_on, coverage_starts_on)
     VALUES (coalesce($1, nextval('group_plan_years_plan_year_id_seq')), $2, $3, $4, $5, $6, $7)
     ON CONFLICT (plan_year_id) DO UPDATE SET starts_on = EXCLUDED.starts_on, ends_on = EXCLUDED.ends_on,
       oe_opens_on = EXCLUDED.oe_opens_on, oe_closes_on = EXCLUDED.oe_closes_on,
       coverage_starts_on = EXCLUDED.coverage_starts_on, updated_at = now()`,
    [own?.id ?? null, groupId, y.startsOn, y.endsOn, y.opensOn, y.closesOn, y.coverageStartsOn],
  );
}

/**
 * Carla Mendes's daughter was born 10 days ago; Carla reported it 8 days ago through her invitation
 * and uploaded the certificate. While the event is undecided, a re-seed moves its dates to today's.
 */
async function seedPendingBirth(tx: Queryable, key: DataKey, today: IsoDate): Promise<void> {
  const [employee] = await tx.query<{ census_id: number }>(
    'SELECT census_id::int AS census_id FROM census_employees WHERE group_id = $1 AND employee_id = $2',
    [LAKESIDE, BIRTH_EMPLOYEE],
  );
  if (!employee) return;
  const eventDate = addDays(today, -10);
  const reportedOn = addDays(today, -8);
  const [seen] = await tx.query<{ id: number; status: string }>(
    `SELECT event_id::int AS id, status FROM life_events WHERE census_id = $1 AND kind = 'birth' ORDER BY event_id LIMIT 1`,
    [employee.census_id],
  );
  if (seen) {
    if (seen.status !== 'pending') return;
    const birth = DEFAULT_LIFE_EVENT_KINDS.find((k) => k.kind === 'birth')!;
    const dates = checkReport(birth, eventDate, reportedOn);
    if (!dates.ok) return;
    await tx.query(
      `UPDATE life_events SET event_date = $2, reported_on = $3, deadline = $4, documents_due_on = $5, effective_on = $6
        WHERE event_id = $1`,
      [seen.id, eventDate, reportedOn, dates.deadline, dates.documentsDueOn, dates.effectiveOn],
    );
    return;
  }
  const reported = await reportEvent(tx, {
    groupId: LAKESIDE,
    censusId: employee.census_id,
    memberUserId: null,
    kind: 'birth',
    eventDate,
    today: reportedOn,
    by: { kind: 'invitation', id: null },
  });
  if (!reported.ok) return;
  const bytes = demoCertificate(eventDate);
  const doc = checkDocument('birth-certificate.pdf', bytes);
  if (!doc.ok) throw new Error(`the demo certificate is refused: ${doc.message}`);
  await addDocument(tx, key, reported.eventId, doc, bytes, { kind: 'invitation', id: null });
}

/** A one-page PDF (with a correct cross-reference table) standing for a birth certificate. */
export function demoCertificate(birthDate: IsoDate): Uint8Array {
  const lines = [
    'BIRTH CERTIFICATE - DEMO',
    'CHILD: SOFIA MENDES',
    `DATE OF BIRTH: ${birthDate}`,
    'MOTHER: CARLA MENDES',
  ];
  const text = lines.map((l, i) => `BT /F1 14 Tf 72 ${720 - i * 24} Td (${l}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
