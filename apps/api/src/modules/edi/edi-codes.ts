import type { Maintenance } from './edi-834-types';

/**
 * HD03 insurance line code by catalogue category. DEN, VIS, HLT, PDG and STD are codes of the
 * 005010X220A1 list; life, pet and the indemnity lines have no code there, so they carry the
 * code most carriers' companion guides ask for (ADR 0022): a carrier that wants another one is a
 * change of this table.
 */
export const INSURANCE_LINE: Record<string, string> = {
  dental: 'DEN',
  vision: 'VIS',
  medical: 'HLT',
  limitedmed: 'HLT',
  rx: 'PDG',
  di: 'STD',
  term_life: 'LIF',
  supplemental: 'AH',
  critical: 'AH',
  accident: 'AH',
  hospital: 'AH',
  lifestyle: 'AG',
  pet: 'AG',
};

/** HD05 coverage level from the tier the member enrolled in (IO/IS/IC/IF). */
export const COVERAGE_LEVEL: Record<string, string> = { IO: 'EMP', IS: 'ESP', IC: 'ECH', IF: 'FAM' };

/** Which dependents a tier covers. */
export const TIER_COVERS: Record<string, { spouse: boolean; child: boolean }> = {
  IO: { spouse: false, child: false },
  IS: { spouse: true, child: false },
  IC: { spouse: false, child: true },
  IF: { spouse: true, child: true },
};

/** INS04 maintenance reason: initial enrollment, change of identifying data, termination, notification only. */
export const REASON: Record<Maintenance, string> = { '021': '28', '001': '25', '024': '07', '030': 'XN' };

/** members.gender / member_dependents.gender: 0 male, 1 female; anything else unknown. */
export const genderCode = (g: number | null | undefined): 'M' | 'F' | 'U' =>
  g === 0 ? 'M' : g === 1 ? 'F' : 'U';
