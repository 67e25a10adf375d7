/**
 * USPS Publication 28 abbreviations: street suffixes (Appendix C1, the common ones and their
 * usual spellings), secondary unit designators (C2) and directionals. Keys are upper case.
 */
const SUFFIXES: Record<string, string[]> = {
  ALY: ['ALLEY', 'ALLEE', 'ALLY'],
  AVE: ['AVENUE', 'AV', 'AVEN', 'AVENU', 'AVN', 'AVNUE'],
  BLVD: ['BOULEVARD', 'BOUL', 'BOULV'],
  BND: ['BEND'],
  BR: ['BRANCH', 'BRNCH'],
  BRG: ['BRIDGE', 'BRDGE'],
  BYP: ['BYPASS', 'BYPA', 'BYPAS', 'BYPS'],
  CIR: ['CIRCLE', 'CIRC', 'CIRCL', 'CRCL', 'CRCLE'],
  CT: ['COURT'],
  CTR: ['CENTER', 'CEN', 'CENT', 'CENTR', 'CENTRE', 'CNTER', 'CNTR'],
  CV: ['COVE'],
  CRK: ['CREEK'],
  XING: ['CROSSING', 'CRSSNG'],
  DR: ['DRIVE', 'DRIV', 'DRV'],
  EXPY: ['EXPRESSWAY', 'EXP', 'EXPR', 'EXPRESS', 'EXPW'],
  EXT: ['EXTENSION', 'EXTN', 'EXTNSN'],
  FWY: ['FREEWAY', 'FREEWY', 'FRWAY', 'FRWY'],
  GDN: ['GARDEN', 'GARDN', 'GRDEN', 'GRDN'],
  GTWY: ['GATEWAY', 'GATEWY', 'GATWAY', 'GTWAY'],
  GRV: ['GROVE', 'GROV'],
  HTS: ['HEIGHTS', 'HT'],
  HWY: ['HIGHWAY', 'HIGHWY', 'HIWAY', 'HIWY', 'HWAY'],
  HL: ['HILL'],
  HOLW: ['HOLLOW', 'HLLW', 'HOLLOWS', 'HOLWS'],
  IS: ['ISLAND', 'ISLND'],
  JCT: ['JUNCTION', 'JCTION', 'JCTN', 'JUNCTN', 'JUNCTON'],
  KY: ['KEY'],
  LK: ['LAKE'],
  LN: ['LANE'],
  LNDG: ['LANDING', 'LNDNG'],
  LOOP: ['LOOPS'],
  MNR: ['MANOR'],
  MDW: ['MEADOW'],
  MDWS: ['MEADOWS', 'MEDOWS'],
  MTN: ['MOUNTAIN', 'MNTAIN', 'MNTN', 'MOUNTIN', 'MTIN'],
  PARK: ['PRK'],
  PKWY: ['PARKWAY', 'PARKWY', 'PKWAY', 'PKY'],
  PASS: [],
  PATH: ['PATHS'],
  PIKE: ['PIKES'],
  PL: ['PLACE'],
  PLZ: ['PLAZA', 'PLZA'],
  PT: ['POINT'],
  PRT: ['PORT'],
  RDG: ['RIDGE', 'RDGE'],
  RD: ['ROAD'],
  RTE: ['ROUTE'],
  ROW: [],
  RUN: [],
  SQ: ['SQUARE', 'SQR', 'SQRE', 'SQU'],
  ST: ['STREET', 'STRT', 'STR'],
  TER: ['TERRACE', 'TERR'],
  TRCE: ['TRACE', 'TRACES'],
  TRL: ['TRAIL', 'TRAILS', 'TRLS'],
  TPKE: ['TURNPIKE', 'TRNPK', 'TURNPK'],
  VLY: ['VALLEY', 'VALLY', 'VLLY'],
  VW: ['VIEW'],
  VLG: ['VILLAGE', 'VILL', 'VILLAG', 'VILLG', 'VILLIAGE'],
  VIS: ['VISTA', 'VIST', 'VST', 'VSTA'],
  WALK: ['WALKS'],
  WAY: ['WY'],
};

const UNITS: Record<string, string[]> = {
  APT: ['APARTMENT', 'APT'],
  BLDG: ['BUILDING', 'BLDG'],
  BSMT: ['BASEMENT'],
  DEPT: ['DEPARTMENT'],
  FL: ['FLOOR'],
  FRNT: ['FRONT'],
  HNGR: ['HANGAR'],
  LBBY: ['LOBBY'],
  LOT: [],
  LOWR: ['LOWER'],
  OFC: ['OFFICE'],
  PH: ['PENTHOUSE'],
  RM: ['ROOM'],
  SPC: ['SPACE'],
  STE: ['SUITE'],
  TRLR: ['TRAILER'],
  UNIT: [],
  UPPR: ['UPPER'],
};

const DIRECTIONALS: Record<string, string> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
};

const invert = (table: Record<string, string[]>) =>
  new Map(
    Object.entries(table).flatMap(([abbr, names]) => [
      [abbr, abbr] as const,
      ...names.map((n) => [n, abbr] as const),
    ]),
  );

export const SUFFIX = invert(SUFFIXES);
export const UNIT = invert(UNITS);
export const DIRECTIONAL = new Map<string, string>([
  ...Object.entries(DIRECTIONALS),
  ...Object.values(DIRECTIONALS).map((d) => [d, d] as [string, string]),
]);
