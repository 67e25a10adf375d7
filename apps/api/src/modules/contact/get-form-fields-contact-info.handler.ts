import type { Handler } from '../../http/handler';
import { wizardContext } from '../enrollment/wizard-context';
import { contactFields } from './contact-fields';

export const getFormFieldsContactInfo: Handler<'get-form-fields-contact-info'> = async ({ db, query }) => ({
  result: contactFields(await wizardContext(db, query.enrollment_id)),
});
