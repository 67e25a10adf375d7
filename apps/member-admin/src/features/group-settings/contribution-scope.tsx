import { useEffect, useRef } from 'react';
import { categoryKey, type CategoryKey } from '@bs/contract';
import { useCategoryName } from '@bs/ui';
import { FormRadioGroup, FormSelectField, useWatch, type UseFormReturn } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { ContributionValues } from './contribution-values';
import { useGroupPlans } from './use-group-plans';
import styles from './group-settings.module.css';

export interface ContributionScopeProps {
  form: UseFormReturn<ContributionValues>;
  groupId: number;
  /** The plan of the rule being changed, offered even if the store no longer lists it. */
  editingPlan?: { id: number; name: string };
}

/**
 * What a contribution rule applies to: a whole plan category, or one plan of it (the group's
 * offered plans of that category). A plan's own rule wins over its category's (ADR 0033), which
 * the hint says, so an administrator can give one plan a different share.
 */
export function ContributionScope({ form, groupId, editingPlan }: ContributionScopeProps) {
  const t = useT();
  const categoryName = useCategoryName();
  const scope = useWatch({ control: form.control, name: 'scope' });
  const category = useWatch({ control: form.control, name: 'category' }) as CategoryKey;
  const plans = useGroupPlans(groupId, category, scope === 'plan');
  // Another category lists other plans: the chosen one no longer applies.
  const shown = useRef(category);
  useEffect(() => {
    if (shown.current === category) return;
    shown.current = category;
    form.setValue('plan_id', '');
  }, [category, form]);

  const offered = plans.data?.plans ?? [];
  const options = offered.map((p) => ({ value: String(p.plan_id), label: p.plan_name }));
  if (editingPlan && !offered.some((p) => p.plan_id === editingPlan.id) && plans.isSuccess)
    options.push({ value: String(editingPlan.id), label: editingPlan.name });
  return (
    <>
      <FormRadioGroup
        control={form.control}
        name="scope"
        legend={t('settings.ruleScope')}
        hint={t('settings.ruleScopeHint')}
        inline
        options={[
          { value: 'category', label: t('settings.scopeCategory') },
          { value: 'plan', label: t('settings.scopePlan') },
        ]}
      />
      <div className={styles.fields}>
        <FormSelectField
          control={form.control}
          name="category"
          label={t('settings.category')}
          options={categoryKey.options.map((c) => ({ value: c, label: categoryName(c) }))}
          required
        />
        {scope === 'plan' && (
          <FormSelectField
            control={form.control}
            name="plan_id"
            label={t('settings.plan')}
            placeholder={plans.isPending ? t('settings.plansLoading') : t('settings.planPlaceholder')}
            hint={plans.isSuccess && !offered.length ? t('settings.noPlansInCategory') : undefined}
            options={options}
            required
          />
        )}
      </div>
    </>
  );
}
