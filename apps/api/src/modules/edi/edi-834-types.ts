/** What one 834 is built from: plain data, so the builder is a pure function (golden files). */

/** INS03 / HD01: 021 addition, 001 change, 024 termination (cancellation), 030 audit (full file). */
export type Maintenance = '021' | '001' | '024' | '030';

export type Envelope = {
  sender_qualifier: string;
  sender_id: string;
  receiver_qualifier: string;
  receiver_id: string;
  gs_sender_code: string;
  gs_receiver_code: string;
  /** ISA15: T test, P production. */
  usage_indicator: 'T' | 'P';
  /** ISA13 and GS06 (1..999999999). */
  control_number: number;
  /** When the file is made (ISA09/10, GS04/05, BGN03/04), UTC. */
  created: Date;
};

export type Coverage = {
  maintenance: Maintenance;
  /** HD03, from the plan's category (edi-codes.ts). */
  insurance_line: string;
  /** HD04: the plan's name (and id), what the carrier knows the plan by. */
  plan: string;
  /** HD05: EMP, ESP, ECH, FAM. */
  coverage_level: string;
  /** YYYY-MM-DD: DTP*348. */
  effective: string;
  /** YYYY-MM-DD: DTP*349 on a termination. */
  ends?: string | null;
  /**
   * Life and disability cover (ADR 0039): the amount of cover in force on the file's day (AMT*FK)
   * and its monthly premium (AMT*P3), never the amount still pending evidence of insurability.
   * Absent for cover that sells no amount.
   */
  amount?: { benefit: number; premium_cents: number | null } | null;
};

export type Person = {
  subscriber: boolean;
  /** INS02: 18 self, 01 spouse, 19 child. */
  relationship: '18' | '01' | '19';
  first_name: string;
  middle_name?: string;
  last_name: string;
  /** Nine digits, or null when not known (NM108/09 left out). */
  ssn: string | null;
  /** YYYY-MM-DD. */
  birthdate: string;
  gender: 'M' | 'F' | 'U';
  phone?: string | null;
  email?: string | null;
  address?: { line1: string; line2?: string | null; city: string; state: string; zip: string } | null;
  coverages: Coverage[];
};

/** A subscriber and their dependents, one INS loop each. */
export type MemberEntry = {
  maintenance: Maintenance;
  /** REF*0F: the member's id on the platform. */
  subscriber_id: string;
  /** YYYY-MM-DD: DTP*356 eligibility begin; DTP*357 end on a termination. */
  eligibility_begin: string;
  eligibility_end?: string | null;
  /**
   * The qualifying life event a change was made under (ADR 0034): its 834 maintenance reason code
   * replaces INS04 on the member's additions and changes, and its date goes in DTP*303.
   */
  life_event?: { reason_code: string; event_date: string } | null;
  people: Person[];
};

export type File834 = {
  envelope: Envelope;
  /** BGN08: 2 change (update), 4 verify (full file of everyone active). */
  action: 'changes' | 'full';
  /** YYYY-MM-DD: DTP*007, the date the file speaks for. */
  as_of: string;
  /** BGN02: the file's reference. */
  reference: string;
  /** N1*IN: the payer (the carrier). */
  payer: { name: string };
  /** One transaction set (ST/SE) per group: its sponsor loop names the group. */
  groups: SponsorEntry[];
};

export type SponsorEntry = {
  /** N1*P5: the sponsor (the group) and the number the carrier knows it by (REF*38, REF*1L). */
  sponsor: { name: string; policy_number: string };
  members: MemberEntry[];
};
