import { dependentPrimaryShape } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { fieldDefinitions } from '../../kernel/enrollment/field-definitions';
import type { StoredDependent } from '../../kernel/enrollment/stored-sections';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';
import { nextRelationship } from './tier-rules';

export const RELATIONSHIP_BY_TIER = 'Your tier decides who can be added.';

/**
 * The add form's fields, shown when the tier covers dependents. The relationship is read-only
 * and set by the tier (IF: spouse until one is saved, then child); weight and height only with
 * health questions; employed is always '0' and never shown.
 */
export const getFormFieldsDependentPrimaryInfo: Handler<'get-form-fields-dependent-primary-info'> = async ({
  db,
  query,
}) => {
  const ctx = await wizardContext(db, query.enrollment_id);
  const shown = ctx.tabs.dependent_info;
  const saved = (sectionOf<StoredDependent[]>(ctx, 'dependent_info') ?? []).map(
    (d) => d.primary_info.relationship,
  );
  const r = dependentPrimaryShape;
  return {
    result: fieldDefinitions([
      { name: 'first_name', shown, value: '' },
      { name: 'middle_name', shown, value: '' },
      { name: 'last_name', shown, value: '' },
      { name: 'birthdate', shown, value: '' },
      { name: 'ssn', shown, value: '' },
      {
        name: 'relationship',
        shown,
        value: nextRelationship(ctx.e.filter_info.tier, saved),
        readOnly: true,
        rule: r.relationship,
        message: RELATIONSHIP_BY_TIER,
      },
      { name: 'weight', shown: shown && ctx.asksBody, value: '' },
      { name: 'height_feet', shown: shown && ctx.asksBody, value: '' },
      { name: 'height_inch', shown: shown && ctx.asksBody, value: '' },
      { name: 'gender', shown, value: null },
      { name: 'employed', shown: false, value: '0' },
    ]),
  };
};
