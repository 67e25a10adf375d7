import type { Handler } from '../../kernel/handler';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { personalFields } from '../../kernel/steps/personal-fields';

export const getFormFieldsPersonalInfo: Handler<'get-form-fields-personal-info'> = async ({
  db,
  query,
  config,
}) => ({
  result: personalFields(await wizardContext(db, query.enrollment_id), config.dataKey),
});
