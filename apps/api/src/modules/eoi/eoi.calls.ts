import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { HEALTH_RULES } from '../../http/docs-rules';
import { getEoiCaseAnswers } from './get-eoi-case-answers.handler';
import { getEoiQuestions } from './get-eoi-questions.handler';
import { saveEoiInfo } from './save-eoi-info.handler';
import { decideEoiCase } from './decide-eoi-case.handler';
import { getEoiPending } from './get-eoi-pending.handler';
import { listPlanEoiSettings } from './list-plan-eoi-settings.handler';
import { savePlanEoiSettings } from './save-plan-eoi-settings.handler';

/** The calls of the eoi module (issue 30, ADR 0035): each one's handler, documentation and rules (ADR 0030). */
export const eoiCalls = defineCalls({
  'get-eoi-pending': {
    handler: getEoiPending,
    docs: [
      'Evidence of insurability',
      "A book's pending cases, oldest first: the member, the plan, the cover elected, approved now and pending, why evidence is needed, the day the case opened and the day it expires. The rep of the book, the platform administrator.",
    ],
    access: ['view-eoi-pending'],
  },
  'decide-eoi-case': {
    handler: decideEoiCase,
    docs: [
      'Evidence of insurability',
      "Records the carrier's decision on a pending case, once: approve all, approve part (`amount` in dollars), deny, or expire; dated `decided_on`, in force from `effective_on` (default that day). The member is e-mailed and the change history records it. The rep whose book holds the member, the platform administrator.",
    ],
    rules:
      'A case is decided once: a second decision is 409 ("This decision was already recorded."). A partial amount is ' +
      'at least $1 and at most the pending amount ("The approved amount must be at least $1 and at most the pending ' +
      'amount."); expire only from the expiry day ("A case can be closed as expired only from its expiry day."); not ' +
      'dated before the case opened ("A decision cannot be dated before the case opened."); cover never starts before ' +
      'the decision ("Cover cannot start before the decision."). An unknown case is 403 like another book\'s.',
    access: ['decide-eoi'],
  },
  'list-plan-eoi-settings': {
    handler: listPlanEoiSettings,
    docs: [
      'Evidence of insurability',
      'The plans that sell an amount of cover, listed or not, each with the amounts its options sell and its guaranteed-issue amount and EOI rules (null: none). The platform administrator.',
    ],
    access: ['manage-eoi-settings'],
  },
  'save-plan-eoi-settings': {
    handler: savePlanEoiSettings,
    docs: [
      'Evidence of insurability',
      "Sets a plan's guaranteed-issue amount (whole dollars), whether any increase and a late entrant need evidence, and after how many days a case without evidence expires; the next elections are split by them. The platform administrator.",
    ],
    rules:
      'The guaranteed-issue amount is whole dollars from $0 to $10,000,000 ("Please enter the guaranteed-issue amount ' +
      'in whole dollars.", "The guaranteed-issue amount can be at most $10,000,000."); the expiry from 1 to 365 days ' +
      '("Please enter a number of days from 1 to 365."); 400 beside the field. An unknown plan is 404 ("This plan was ' +
      'not found.").',
    access: ['manage-eoi-settings'],
  },
  'get-eoi-questions': {
    handler: getEoiQuestions,
    docs: [
      'Evidence of insurability',
      "The wizard's EOI step: the questions of the cart's plans whose election leaves an amount pending, then the medication question, in the reader's language (the health questions' shape).",
    ],
  },
  'save-eoi-info': {
    handler: saveEoiInfo,
    docs: [
      'Evidence of insurability',
      "Saves the wizard's EOI step (sealed at rest); completion seals each plan's answers with its case.",
    ],
    rules:
      HEALTH_RULES +
      ' Only while an election leaves an amount pending ("Evidence of insurability is not needed for this enrollment.").',
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'eoi_info',
  },
  'get-eoi-case-answers': {
    handler: getEoiCaseAnswers,
    docs: [
      'Evidence of insurability',
      "The EOI answers sealed with a case: the member's own; the rep whose book holds the member and the platform administrator while the case is pending; never a group's administrator.",
    ],
    rules:
      "Staff read a case's answers only while it is pending: decided, it answers 403 like an unknown case.",
    access: ['read-eoi-answers'],
  },
});
