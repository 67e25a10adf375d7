import x12 from 'node-x12';
import { REASON } from './edi-codes';
import type { Coverage, File834, MemberEntry, Person, SponsorEntry } from './edi-834-types';

const { X12Interchange } = x12;

/** Element text: X12 delimiters (* ~ : ^) and line breaks never reach a segment, upper case as carriers expect. */
const el = (v: string | null | undefined, max = 60) =>
  (v ?? '')
    .replace(/[*~:^\r\n]/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max);
const pad = (v: string, n: number) => el(v, n).padEnd(n, ' ');
const d8 = (iso: string) => iso.replaceAll('-', '').slice(0, 8);
const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
const hm = (d: Date) => d.toISOString().slice(11, 16).replace(':', '');
const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/**
 * One 834 (005010X220A1) as text. node-x12 writes the segments and the trailers (SE01, GE01,
 * IEA01 counted, control numbers repeated); this function decides the segments and their order,
 * loop 2000 per person with its 2300 coverage loops. Pure: same input, same bytes (golden files).
 */
export function build834(f: File834): string {
  const e = f.envelope;
  const ctl = String(e.control_number).padStart(9, '0');
  const isa = new X12Interchange({ segmentTerminator: '~', elementDelimiter: '*', subElementDelimiter: ':' });
  isa.setHeader([
    '00',
    pad('', 10),
    '00',
    pad('', 10),
    pad(e.sender_qualifier, 2),
    pad(e.sender_id, 15),
    pad(e.receiver_qualifier, 2),
    pad(e.receiver_id, 15),
    ymd(e.created).slice(2),
    hm(e.created),
    '^',
    '00501',
    ctl,
    '0',
    e.usage_indicator,
    ':',
  ]);
  const gs = isa.addFunctionalGroup();
  gs.setHeader([
    'BE',
    el(e.gs_sender_code, 15),
    el(e.gs_receiver_code, 15),
    ymd(e.created),
    hm(e.created),
    String(e.control_number),
    'X',
    '005010X220A1',
  ]);
  f.groups.forEach((g, i) => transaction(gs.addTransaction(), f, g, i + 1));
  // One segment a line: carriers read it the same, people can read it at all.
  return isa.toString({ format: true, endOfLine: '\n' }) + '\n';
}

type Transaction = ReturnType<
  InstanceType<typeof X12Interchange>['addFunctionalGroup']
>['transactions'][number];

function transaction(st: Transaction, f: File834, g: SponsorEntry, n: number) {
  const e = f.envelope;
  st.setHeader(['834', String(n).padStart(4, '0'), '005010X220A1']);
  const seg = (tag: string, ...elements: string[]) => {
    // Trailing empty elements are left out, as X12 requires.
    while (elements.length && elements[elements.length - 1] === '') elements.pop();
    st.addSegment(tag, elements);
  };
  seg(
    'BGN',
    '00',
    el(`${f.reference}-${n}`, 50),
    ymd(e.created),
    hm(e.created),
    'UT',
    '',
    '',
    f.action === 'full' ? '4' : '2',
  );
  seg('REF', '38', el(g.sponsor.policy_number, 50));
  seg('DTP', '007', 'D8', d8(f.as_of));
  seg('N1', 'P5', el(g.sponsor.name), '94', el(g.sponsor.policy_number, 80));
  seg('N1', 'IN', el(f.payer.name), 'FI', el(e.receiver_id, 80));
  for (const m of g.members) for (const p of m.people) person(seg, g, m, p);
}

type Seg = (tag: string, ...elements: string[]) => void;

function person(seg: Seg, g: SponsorEntry, m: MemberEntry, p: Person) {
  const maintenance = p.subscriber ? m.maintenance : dependentMaintenance(m, p);
  // A change under a life event says why (its code, e.g. 02 Birth) rather than 28 or 25.
  const event = maintenance === '021' || maintenance === '001' ? m.life_event : null;
  seg(
    'INS',
    p.subscriber ? 'Y' : 'N',
    p.relationship,
    maintenance,
    event?.reason_code ?? REASON[maintenance],
    'A',
    '',
    '',
    p.subscriber ? 'FT' : '',
  );
  seg('REF', '0F', el(m.subscriber_id, 50));
  seg('REF', '1L', el(g.sponsor.policy_number, 50));
  seg('DTP', '356', 'D8', d8(m.eligibility_begin));
  if (m.eligibility_end) seg('DTP', '357', 'D8', d8(m.eligibility_end));
  // Member level date 303 (maintenance effective): the day of the event the change is made under.
  if (event) seg('DTP', '303', 'D8', d8(event.event_date));
  const ssn = digits(p.ssn);
  seg(
    'NM1',
    'IL',
    '1',
    el(p.last_name),
    el(p.first_name, 35),
    el(p.middle_name, 25),
    '',
    '',
    ...(ssn.length === 9 ? ['34', ssn] : []),
  );
  if (p.subscriber && (p.phone || p.email))
    seg(
      'PER',
      'IP',
      '',
      ...(p.phone ? ['TE', digits(p.phone)] : []),
      ...(p.email ? ['EM', p.email.replace(/[*~:^\s]/g, '').slice(0, 80)] : []),
    );
  if (p.address) {
    seg('N3', el(p.address.line1, 55), el(p.address.line2, 55));
    seg('N4', el(p.address.city, 30), el(p.address.state, 2), digits(p.address.zip).slice(0, 9));
  }
  seg('DMG', 'D8', d8(p.birthdate), p.gender);
  for (const c of p.coverages) coverage(seg, c);
}

/** A dependent follows the subscriber, except that a dependent of a change is a change too. */
const dependentMaintenance = (m: MemberEntry, p: Person) =>
  m.maintenance === '001' && p.coverages.every((c) => c.maintenance === '021') ? '021' : m.maintenance;

function coverage(seg: Seg, c: Coverage) {
  seg('HD', c.maintenance, '', c.insurance_line, el(c.plan, 50), c.coverage_level);
  seg('DTP', '348', 'D8', d8(c.effective));
  if (c.ends) seg('DTP', '349', 'D8', d8(c.ends));
  // Life cover: the amount in force (FK, whole dollars) and its monthly premium (P3), ADR 0039.
  if (c.amount) {
    seg('AMT', 'FK', String(c.amount.benefit));
    if (c.amount.premium_cents != null) seg('AMT', 'P3', (c.amount.premium_cents / 100).toFixed(2));
  }
}
