import type { Handler } from '../../kernel/handler';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { contactFields } from './contact-fields';

export const getFormFieldsContactInfo: Handler<'get-form-fields-contact-info'> = async ({ db, query }) => ({
  result: contactFields(await wizardContext(db, query.enrollment_id)),
});
