import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES, START } from '../../kernel/limits/anonymous-writes';
import { addFilterForExistingUser } from './add-filter-for-existing-user.handler';
import { addFilterForNewUser } from './add-filter-for-new-user.handler';
import { changeFilterInfo } from './change-filter-info.handler';
import { getEnrollmentTempInfo } from './get-enrollment-temp-info.handler';
import { validateZipCode } from './validate-zip-code.handler';

/** The calls of the enrollment-start module: each one's handler, documentation, rules and limits (ADR 0030). */
export const enrollmentStartCalls = defineCalls({
  'validate-zip-code': {
    handler: validateZipCode,
    docs: ['Quote basics', 'A US zip code with its state and city; an unknown zip is a field error.'],
  },
  'add-filter-for-new-user': {
    handler: addFilterForNewUser,
    docs: [
      'Quote basics',
      "Starts an enrollment from the quote form (zip, birth date, gender, tier...) and answers its id. An applicant's enrollment is bound to this browser's key cookie; a rep's or group administrator's to them (ADR 0013).",
    ],
    access: 'depends-on-input',
    anonymous: START,
    enrollmentSource: '$response.body#/data/temp_enrollment_id',
  },
  'change-filter-info': {
    handler: changeFilterInfo,
    docs: [
      'Quote basics',
      'Changes the quote basics sent (the others keep their value). Whose enrollment it is was fixed when it was started: a body naming user, agent, group or eprocess is refused.',
    ],
    anonymous: ENROLLMENT_WRITES,
  },
  'get-enrollment-temp-info': {
    handler: getEnrollmentTempInfo,
    docs: [
      'Quote basics',
      'One saved section (`column`) of the enrollment: null when not saved yet; SSNs come masked.',
    ],
  },
  'add-filter-for-existing-user': {
    handler: addFilterForExistingUser,
    docs: [
      'Quote basics',
      "Starts an enrollment for a current member: birth date, gender and zip come from the member's record, the tier from the body. For the member's rep, group administrator, or the member themselves.",
    ],
    access: ['enroll-member'],
    enrollmentSource: '$response.body#/data/temp_enrollment_id',
  },
});
