import { defineCalls } from '../../kernel/calls/call-entry';
import { keepPossibleDuplicateSeparate } from './keep-possible-duplicate-separate.handler';
import { listPossibleDuplicates } from './list-possible-duplicates.handler';
import { mergePossibleDuplicate } from './merge-possible-duplicate.handler';

/** The calls of the duplicates module: each one's handler, documentation, rules and limits (ADR 0030). */
export const duplicatesCalls = defineCalls({
  'list-possible-duplicates': {
    handler: listPossibleDuplicates,
    docs: [
      'Current members',
      "Members an anonymous completion made because it only looked like an existing member (same SSN, or e-mail with name and birth date), each beside that member: name, birth date, e-mail, SSN's last four masked, address, plans and dependents count. The rep's book or the group administrator's group; others are refused.",
    ],
    access: ['review-duplicates'],
  },
  'merge-possible-duplicate': {
    handler: mergePossibleDuplicate,
    docs: [
      'Current members',
      "Merges a possible duplicate into the existing member: the existing identity stays; plans move over except one the member holds live; new dependents are added; beneficiaries and health answers move only when the member has none; instruments and enrollments follow. Recorded in the change history. The rep whose book holds the member or its group's administrator.",
    ],
    access: ['review-duplicates'],
  },
  'keep-possible-duplicate-separate': {
    handler: keepPossibleDuplicateSeparate,
    docs: [
      'Current members',
      'Marks a possible duplicate as another person: both members stay and the pair leaves the review. Recorded in the change history.',
    ],
    access: ['review-duplicates'],
  },
});
