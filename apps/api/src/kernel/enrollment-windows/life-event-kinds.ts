import type { IsoDate } from './calendar-days';

/** What an employee may change because of a life event (checked on every change it carries). */
export const CHANGES = [
  'enroll-self',
  'add-spouse',
  'add-child',
  'remove-spouse',
  'remove-dependent',
  'change-tier',
  'change-plan',
  'drop-coverage',
  'update-address',
] as const;
export type Change = (typeof CHANGES)[number];

/**
 * When the change a life event allows takes effect:
 * - `event-date`: on the day of the event (a child is covered from birth or placement);
 * - `day-after-event`: the day after (a dependent's coverage ends on the day of death);
 * - `first-of-next-month`: on the first of the month after the later of the event and its report
 *   (HIPAA special enrollment: no later than the first of the month after the request).
 */
export const EFFECTIVE_RULES = ['event-date', 'day-after-event', 'first-of-next-month'] as const;
export type EffectiveRule = (typeof EFFECTIVE_RULES)[number];

export const DOCUMENT_NEEDS = ['none', 'optional', 'required'] as const;
export type DocumentNeed = (typeof DOCUMENT_NEEDS)[number];

/** A kind of life event of the platform's catalogue (life_event_kinds). */
export type LifeEventKind = {
  kind: string;
  label: string;
  /** How many days before the event it may be reported, and how many after (the deadline). */
  daysBefore: number;
  daysAfter: number;
  effectiveRule: EffectiveRule;
  documents: DocumentNeed;
  /** Days after the report by which a needed document must arrive. */
  documentDays: number;
  needsApproval: boolean;
  /**
   * The X12 834 maintenance reason code (INS04, element 1203) the carrier file carries. Codes from
   * the X12 element 1203 code list as published by Stedi (stedi.com/edi/x12-004010/element/1203,
   * same codes in 005010): 01 Divorce, 02 Birth, 03 Death, 05 Adoption, 32 Marriage, 33 Personnel
   * Data, 43 Change of Location. Loss of other coverage and a change in employment status have no
   * code of their own; 33 is what ideacrew/enroll's qualifying-life-event seeds send for them
   * (edi_code "33-LOST ACCESS TO MEC"), and what it sends for 01, 02, 05, 32 and 43 agrees.
   */
  reasonCode: string;
  allows: readonly Change[];
};

/**
 * The default catalogue (seeded; the platform administrator may change it). Windows are 30 days
 * after the event, the HIPAA special-enrollment minimum employers commonly keep; a loss of other
 * coverage may also be reported up to 60 days ahead, so the new coverage starts without a gap
 * (its event date is the last day of the other coverage). Documents follow what carriers and
 * HR departments ask for: a certificate for a marriage, divorce, birth, adoption or death, the
 * other insurer's letter for a loss of coverage; a move is self-attested; the employer already
 * knows an employee's employment status.
 */
export const DEFAULT_LIFE_EVENT_KINDS: readonly LifeEventKind[] = [
  {
    kind: 'marriage',
    label: 'Marriage',
    daysBefore: 0,
    daysAfter: 30,
    effectiveRule: 'first-of-next-month',
    documents: 'required',
    documentDays: 30,
    needsApproval: true,
    reasonCode: '32',
    // a spouse's children may join too (stepchildren), and the tier changes with them
    allows: ['enroll-self', 'add-spouse', 'add-child', 'change-tier'],
  },
  {
    kind: 'divorce',
    label: 'Divorce or legal separation',
    daysBefore: 0,
    daysAfter: 30,
    effectiveRule: 'first-of-next-month',
    documents: 'required',
    documentDays: 30,
    needsApproval: true,
    reasonCode: '01',
    // the employee may lose coverage through the former spouse and join on their own
    allows: ['enroll-self', 'remove-spouse', 'remove-dependent', 'change-tier'],
  },
  {
    kind: 'birth',
    label: 'Birth',
    daysBefore: 0,
    daysAfter: 30,
    effectiveRule: 'event-date',
    documents: 'required',
    documentDays: 30,
    needsApproval: true,
    reasonCode: '02',
    // The child joins (the employee with them, on the tier that follows); a spouse does not: a birth
    // does not make a spouse eligible (cafeteria-plan consistency; migration 0043)
    allows: ['enroll-self', 'add-child', 'change-tier'],
  },
  {
    kind: 'adoption',
    label: 'Adoption or placement for adoption',
    daysBefore: 0,
    daysAfter: 30,
    effectiveRule: 'event-date',
    documents: 'required',
    documentDays: 30,
    needsApproval: true,
    reasonCode: '05',
    allows: ['enroll-self', 'add-child', 'change-tier'],
  },
  {
    kind: 'death-of-dependent',
    label: 'Death of a dependent',
    daysBefore: 0,
    daysAfter: 30,
    effectiveRule: 'day-after-event',
    documents: 'required',
    documentDays: 30,
    needsApproval: true,
    reasonCode: '03',
    allows: ['remove-spouse', 'remove-dependent', 'change-tier'],
  },
  {
    kind: 'loss-of-coverage',
    label: 'Loss of other coverage',
    daysBefore: 60,
    daysAfter: 30,
    effectiveRule: 'first-of-next-month',
    documents: 'required',
    documentDays: 30,
    needsApproval: true,
    reasonCode: '33',
    allows: ['enroll-self', 'add-spouse', 'add-child', 'change-tier'],
  },
  {
    kind: 'move',
    label: 'Move to a new address',
    daysBefore: 0,
    daysAfter: 30,
    effectiveRule: 'first-of-next-month',
    documents: 'optional',
    documentDays: 30,
    needsApproval: false,
    reasonCode: '43',
    // plans are priced and offered by place: a move may change which plan fits
    allows: ['update-address', 'change-plan'],
  },
  {
    kind: 'employment-status',
    label: 'Change in employment status',
    daysBefore: 0,
    daysAfter: 30,
    effectiveRule: 'first-of-next-month',
    documents: 'none',
    documentDays: 30,
    needsApproval: true,
    reasonCode: '33',
    allows: ['enroll-self', 'drop-coverage', 'change-tier', 'change-plan'],
  },
];

/** A reported event as the rules need it. */
export type ReportedEvent = {
  kind: LifeEventKind;
  eventDate: IsoDate;
  reportedOn: IsoDate;
  status: 'pending' | 'approved' | 'denied' | 'expired';
  /** Whether at least one document has arrived. */
  hasDocument: boolean;
  /**
   * The dates fixed when it was reported (stored events): they win over the kind's current rules,
   * so a later change of the catalogue never moves an event already reported.
   */
  fixed?: { deadline: IsoDate; documentsDueOn: IsoDate | null; effectiveOn: IsoDate };
};
