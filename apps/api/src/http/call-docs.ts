import type { CallName } from '@bs/contract';
import { SHOPPING_CALL_DOCS } from './call-docs.shopping';
import { WIZARD_CALL_DOCS } from './call-docs.wizard';
import { RELEASE_CALL_DOCS } from './call-docs.releases';
import { GROUP_ENROLLMENT_CALL_DOCS } from './call-docs.group-enrollment';
import { EDI_CALL_DOCS } from './call-docs.edi';
import { REPORT_CALL_DOCS } from './call-docs.reports';
import { DUPLICATE_CALL_DOCS } from './call-docs.duplicates';
import type { CallDoc } from './call-tags';

export { TAGS, type Tag } from './call-tags';

/**
 * Each call's tag and description (what it does, for whom; the cross-field rules of CALL_RULES
 * are added after it), from two tables by spec. A new call needs its line in one: the Record type makes a missing one a
 * compile error, and src/http/docs-lint.test.ts fails on an operation without a description.
 */
export const CALL_DOCS: Record<CallName, CallDoc> = {
  ...SHOPPING_CALL_DOCS,
  ...WIZARD_CALL_DOCS,
  ...RELEASE_CALL_DOCS,
  ...GROUP_ENROLLMENT_CALL_DOCS,
  ...EDI_CALL_DOCS,
  ...REPORT_CALL_DOCS,
  ...DUPLICATE_CALL_DOCS,
};
