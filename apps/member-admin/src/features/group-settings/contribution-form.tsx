import { useState } from 'react';
import { contributionKind, contributionRuleForm, type ContributionVersion } from '@bs/contract';
import { Alert, Button, useChoiceLabels } from '@bs/ui';
import {
  applyServerErrors,
  FormSelectField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { ContributionScope } from './contribution-scope';
import { bodyOf, defaultsOf, isPercent, TIERS, type ContributionValues } from './contribution-values';
import { twoDecimals } from './money-input';
import { useSaveContributionRule } from './use-group-settings';
import styles from './group-settings.module.css';

export interface ContributionFormProps {
  groupId: number;
  /** The version being changed (a new version from its day), or null for a new rule. */
  editing: ContributionVersion | null;
  onDone: () => void;
}

/** Adds or changes one version of the employer's monthly share for a plan category or one plan. */
export function ContributionForm({ groupId, editing, onDone }: ContributionFormProps) {
  const t = useT();
  const { tierLabel } = useChoiceLabels();
  const save = useSaveContributionRule(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<ContributionValues>({
    schema: contributionRuleForm,
    defaultValues: defaultsOf(editing),
    prepare: (v) => bodyOf(v, groupId),
    translate: translateSchemaMessage,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = useSingleFlight(async (v: ContributionValues) => {
    setFormError(null);
    setSaved(false);
    try {
      await save.mutateAsync(bodyOf(v, groupId));
      setSaved(true);
      form.reset(defaultsOf(null));
      if (editing) onDone();
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  const titleId = 'contribution-form-title';
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby={titleId}
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id={titleId} className={styles.h3}>
        {editing ? t('settings.editRuleTitle') : t('settings.addRuleTitle')}
      </h3>
      <ContributionScope
        form={form}
        groupId={groupId}
        editingPlan={
          editing?.plan_id != null
            ? { id: editing.plan_id, name: editing.plan_name ?? String(editing.plan_id) }
            : undefined
        }
      />
      <div className={styles.fields}>
        <FormSelectField
          control={form.control}
          name="kind"
          label={t('settings.kind')}
          placeholder={t('settings.kindPlaceholder')}
          options={contributionKind.options.map((k) => ({ value: k, label: t(`settings.kinds.${k}`) }))}
          required
        />
        <FormTextField
          control={form.control}
          name="effective_from"
          type="date"
          label={t('settings.effectiveFrom')}
          required
        />
        {isPercent(kind) && (
          <>
            <FormTextField
              control={form.control}
              name="percent"
              inputMode="decimal"
              transform={twoDecimals}
              label={t('settings.percent')}
              required
            />
            <FormTextField
              control={form.control}
              name="cap_cents"
              inputMode="decimal"
              transform={twoDecimals}
              label={t('settings.cap')}
              hint={t('settings.capHint')}
            />
          </>
        )}
        {kind === 'flat' && (
          <FormTextField
            control={form.control}
            name="monthly_cents"
            inputMode="decimal"
            transform={twoDecimals}
            label={t('settings.monthly')}
            required
          />
        )}
        {kind === 'per_tier' &&
          TIERS.map((tier) => (
            <FormTextField
              key={tier}
              control={form.control}
              name={`tier_cents.${tier}`}
              inputMode="decimal"
              transform={twoDecimals}
              label={t('settings.tierAmount', { tier: tierLabel(tier) })}
            />
          ))}
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">{t('settings.ruleSaved')}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={submit.busy}>
          {t('settings.saveRule')}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            {t('settings.cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  );
}
