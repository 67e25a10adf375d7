import type { Handler } from '../../kernel/handler';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { employerFields } from '../../kernel/steps/employer-fields';

export const getFormFieldsEmployerInfo: Handler<'get-form-fields-employer-info'> = async ({ db, query }) => ({
  result: employerFields(await wizardContext(db, query.enrollment_id)),
});
