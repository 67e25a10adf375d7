export { sessionStore, useSession, getSession } from './session-store';
export type { SessionState, SessionActions } from './session-store';
export { emptySession, sessionKeys } from './session-keys';
export type {
  SessionValues,
  OpenType,
  EprocessValue,
  EnrollType,
  YesNo,
  MenuSelection,
  ComparedPlanPick,
} from './session-keys';
export { keyPerFieldStorage } from './key-per-field-storage';
