import type { CallName } from '@bs/contract';
import type { CallDoc } from '../../http/call-tags';
import type { Action } from '../access/access-rules';
import type { Handler } from '../handler';
import type { Budget } from '../limits/anonymous-writes';

/**
 * Everything the API keeps about one call, beside its schemas (libs/contract) and its route
 * (routes.ts): a module's <module>.calls.ts holds one per call it owns (ADR 0030), and
 * register-calls.ts reads them all from the merged table (src/calls.ts).
 */
export type CallEntry<N extends CallName> = {
  handler: Handler<N>;
  /** Tag and description of the OpenAPI operation (developer documentation, English only). */
  docs: CallDoc;
  /**
   * Rules the server enforces that OpenAPI cannot say with enum, pattern, required or oneOf (rules
   * across fields, or against stored data), quoting the message the server answers with: the
   * generated contract test accepts a 400 on schema-valid input only when its message is quoted here.
   */
  rules?: string;
  /**
   * What a call that always needs a caller asks of the access table (ADR 0028): the actions its
   * handler checks, or 'signed-in' for any session; checked before schema validation, so an
   * anonymous or wrong-role caller learns nothing of the call's fields (401/403 before any 400).
   * 'depends-on-input': a session is needed for some inputs only, so the handler checks after
   * validation.
   */
  access?: readonly Action[] | 'signed-in' | 'depends-on-input';
  /** The per-address budget of a call that writes (or costs a lookup) without a session (ADR 0029). */
  anonymous?: Budget;
  /** A per-client request limit per minute (sign-in, codes, mail-sending calls). */
  rateLimited?: true;
  /** Bytes, for a body that may exceed the app-wide 1 MB: above the schema's maximum, so the schema names the field. */
  bodyLimit?: number;
  /** A wizard step sends its fields flat, but the spec names their errors by section (primary_info.first_name). */
  errorSection?: string;
  /** A leading part the spec leaves out of error names when it has more parts after it. */
  errorUnnest?: string;
  /** Where an answer carries a new enrollment id: OpenAPI links lead from it to every call that takes one. */
  enrollmentSource?: string;
};

/** A module's table of calls, keyed by wire name. */
export type ModuleCalls<K extends CallName> = { [N in K]: CallEntry<N> };

/** Every call: the type makes a call of the contract that no module holds a compile error. */
export type CallTable = ModuleCalls<CallName>;

/** Types a module's table against the contract (unknown wire names and wrong handlers do not compile). */
export const defineCalls = <K extends CallName>(table: ModuleCalls<K>): ModuleCalls<K> => table;
