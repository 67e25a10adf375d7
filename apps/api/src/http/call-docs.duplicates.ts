import type { CallName } from '@bs/contract';
import type { CallDoc } from './call-tags';

// Developer documentation of the OpenAPI document, English only: possible duplicates (issue 26,
// ADR 0024).

export const DUPLICATE_CALL_DOCS = {
  'list-possible-duplicates': [
    'Current members',
    "Members an anonymous completion made because it only looked like an existing member (same SSN, or e-mail with name and birth date), each beside that member: name, birth date, e-mail, SSN's last four masked, address, plans and dependents count. The rep's book or the group administrator's group; others are refused.",
  ],
  'merge-possible-duplicate': [
    'Current members',
    "Merges a possible duplicate into the existing member: the existing identity stays; plans move over except one the member holds live; new dependents are added; beneficiaries and health answers move only when the member has none; instruments and enrollments follow. Recorded in the change history. The rep whose book holds the member or its group's administrator.",
  ],
  'keep-possible-duplicate-separate': [
    'Current members',
    'Marks a possible duplicate as another person: both members stay and the pair leaves the review. Recorded in the change history.',
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
