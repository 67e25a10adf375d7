import type { Handler } from '../../http/handler';
import { wizardContext } from '../enrollment/wizard-context';
import { employerFields } from './employer-fields';

export const getFormFieldsEmployerInfo: Handler<'get-form-fields-employer-info'> = async ({ db, query }) => ({
  result: employerFields(await wizardContext(db, query.enrollment_id)),
});
