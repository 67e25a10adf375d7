import type { Handler } from '../../http/handler';
import { wizardContext } from '../enrollment/wizard-context';
import { personalFields } from './personal-fields';

export const getFormFieldsPersonalInfo: Handler<'get-form-fields-personal-info'> = async ({
  db,
  query,
  config,
}) => ({
  result: personalFields(await wizardContext(db, query.enrollment_id), config.dataKey),
});
