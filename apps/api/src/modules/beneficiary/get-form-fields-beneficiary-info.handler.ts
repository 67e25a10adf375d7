import { beneficiaryShape } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { fieldDefinitions } from '../../kernel/enrollment/field-definitions';
import type { StoredBeneficiary } from '../../kernel/enrollment/stored-sections';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';

export const SHARE_HELP = 'All shares must total exactly 100%.';

/**
 * The add form's fields, shown when life cover is in the cart. The percentage's value is the
 * share still unassigned by the saved list (what a new beneficiary would most likely get).
 */
export const getFormFieldsBeneficiaryInfo: Handler<'get-form-fields-beneficiary-info'> = async ({
  db,
  query,
}) => {
  const ctx = await wizardContext(db, query.enrollment_id);
  const shown = ctx.tabs.beneficiary_info;
  const saved = sectionOf<StoredBeneficiary[]>(ctx, 'benificiary_info') ?? [];
  const left = 100 - saved.reduce((sum, b) => sum + Number(b.beneficiary_percentage), 0);
  const names = ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship'] as const;
  return {
    result: fieldDefinitions([
      ...names.map((name) => ({ name, shown, value: '' })),
      {
        name: 'beneficiary_percentage',
        shown,
        value: left > 0 ? String(left) : '',
        rule: beneficiaryShape.beneficiary_percentage,
        message: SHARE_HELP,
      },
    ]),
  };
};
