import { parseUsDate, type FieldError } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { checkedAddress } from '../../kernel/address/checked-address';
import { stateCode } from '../../kernel/address/us-states';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { throwIfAny } from '../../kernel/enrollment/required-fields';
import { saveSection } from '../../kernel/enrollment/save-section';
import { requireTab, wizardContext } from '../../kernel/steps/wizard-context';
import { holidayFlags, type StoredEmployer } from '../../kernel/steps/employer-fields';

/** Rule: nobody starts work before their 14th birthday (the federal minimum working age). */
export function startsTooEarly(start: string, dob: string): boolean {
  const s = parseUsDate(start);
  const b = parseUsDate(dob);
  if (!s || !b) return false;
  const fourteen = new Date(Date.UTC(b.getUTCFullYear() + 14, b.getUTCMonth(), b.getUTCDate()));
  return s.getTime() < fourteen.getTime();
}

/**
 * Saves Employer Information (only for enrollments that ask it: disability income). The state
 * may be typed as a code or a name and is stored as the code; the phone passes the phone
 * provider; the USPS checkbox checks city, state and zip together and standardises the address.
 */
export const saveEmployerInfo: Handler<'save-employer-info'> = async ({ db, body, config, verify, req }) => {
  const phone = await verify.phone.verify(body.phone);
  return db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    requireTab(ctx, 'employer_info', 'Employer information is not needed for this enrollment.');
    const errors: FieldError[] = [];
    const err = (field: string, message: string) =>
      errors.push({ target_element: `employer_info.${field}`, error_message: message });
    if (!phone.ok) err('phone', phone.message);
    const state = stateCode(body.state);
    if (!state) err('state', 'Please enter a valid US state.');
    if (startsTooEarly(body.employment_start_date, ctx.e.filter_info.dob))
      err('employment_start_date', 'The employment start date must be after your 14th birthday.');
    const withValidation = body.with_validation === 1;
    const { address, errors: addressErrors } = state
      ? checkedAddress({ ...body, state }, withValidation, 'employer_info.')
      : { address: undefined, errors: [] };
    throwIfAny([...errors, ...addressErrors]);
    const stored: StoredEmployer = {
      name: body.name,
      phone: body.phone,
      ...address!,
      with_validation: withValidation ? 1 : 0,
      average_work_week: body.average_work_week,
      employment_start_date: body.employment_start_date,
      occupation: body.occupation,
      compensation_type: body.compensation_type,
      employment_status: body.employment_status,
      emp_industry: body.emp_industry,
      emp_num_employed: body.emp_num_employed,
      emp_vac_policy: body.emp_vac_policy,
      emp_barg_unit: body.emp_barg_unit,
      holiday_policy: holidayFlags(body.holiday_policy),
    };
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'employer_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Employer information saved.' };
  });
};
