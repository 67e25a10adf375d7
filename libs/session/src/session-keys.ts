/**
 * The spec's browser local-storage keys (shopping §3, wizard §3), each persisted under its own
 * name so that the stored context reads exactly as the spec describes it. Nothing sensitive
 * (SSN, health answers, bank or card data) ever goes here.
 */
export type OpenType = 'user' | 'agent' | 'group';
export type EprocessValue = 'rep' | 'applicant' | 'group';
export type EnrollType = 'new-member' | 'new-group-member' | 'existing-member';
export type YesNo = 'yes' | 'no';

export interface MenuSelection {
  key: string;
  value: string;
}

/** A plan chosen for the compare tray (issue 19): enough to name it without a call. */
export interface ComparedPlanPick {
  plan_id: number;
  plan_name: string;
}

export interface SessionValues {
  /** Landing slug of the tenant the visitor arrived through (not in the spec: keeps links under /:landing). */
  landing: string | null;
  group_id: number | null;
  agent_id: number | null;
  AGENT_ID: number | null;
  open_type: OpenType | null;
  eprocess: EprocessValue | null;
  referral: string | null;
  r_valid: boolean | null;
  r_name: string | null;
  portal_id: number | null;
  /** The enrollment id (glossary); stored under the spec's key `tempId` (see storageKeyOf). */
  enrollmentId: string | null;
  enroll_type: EnrollType | null;
  cartCount: number;
  menuSelectedItem: MenuSelection | null;
  'show-quotation': YesNo | null;
  nav_array: string[];
  enrollment: string | null;
  continue_track: string | null;
  navto: string | null;
  USER_ID: number | null;
  dep_sync_temp_id: string | null;
  /**
   * Not in the spec: the signed-in person's name for the header (ADR 0010). The proof of sign-in is
   * the httpOnly session cookie, which scripts never see; this only says what to show.
   */
  signed_in_as: string | null;
  /** Not in the spec: the plans in the compare tray (issue 19), kept across pages; at most 4. */
  compare_plans: ComparedPlanPick[];
}

export const emptySession: SessionValues = {
  landing: null,
  group_id: null,
  agent_id: null,
  AGENT_ID: null,
  open_type: null,
  eprocess: null,
  referral: null,
  r_valid: null,
  r_name: null,
  portal_id: null,
  enrollmentId: null,
  enroll_type: null,
  cartCount: 0,
  menuSelectedItem: null,
  'show-quotation': null,
  nav_array: [],
  enrollment: null,
  continue_track: null,
  navto: null,
  USER_ID: null,
  dep_sync_temp_id: null,
  signed_in_as: null,
  compare_plans: [],
};

export const sessionKeys = Object.keys(emptySession) as (keyof SessionValues)[];

/**
 * The local-storage key of a session value: its own name, except the enrollment id, which code
 * calls `enrollmentId` (the glossary's name) and the spec stores as `tempId` (ADR 0031).
 */
const STORAGE_KEYS: Partial<Record<keyof SessionValues, string>> = { enrollmentId: 'tempId' };
export const storageKeyOf = (key: keyof SessionValues): string => STORAGE_KEYS[key] ?? key;
