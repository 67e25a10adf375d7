import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES } from '../../kernel/limits/anonymous-writes';
import { checkAlreadyAnswered } from './check-already-answered.handler';
import { getQuestions } from './get-questions.handler';
import { saveQuestionAnswers } from './save-question-answers.handler';

/** The calls of the underwriting module: each one's handler, documentation, rules and limits (ADR 0030). */
export const underwritingCalls = defineCalls({
  'check-already-answered': {
    handler: checkAlreadyAnswered,
    docs: [
      'Plan questions',
      'Whether nothing is left to answer before the plan can be added: it has no questions, or the current version of them was answered.',
    ],
  },
  'get-questions': {
    handler: getQuestions,
    docs: ['Plan questions', "The plan's health questions in order (empty for plans without underwriting)."],
  },
  'save-question-answers': {
    handler: saveQuestionAnswers,
    docs: [
      'Plan questions',
      "Saves the answers to a plan's questions (sealed at rest, never logged). A yes to a knock-out question declines: a success with `errorCode` decline and the plan's message.",
    ],
    anonymous: ENROLLMENT_WRITES,
  },
});
