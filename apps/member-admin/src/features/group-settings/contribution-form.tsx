import { useState } from 'react';
import {
  categoryKey,
  contributionKind,
  saveContributionRuleBody,
  type ContributionVersion,
  type SaveContributionRuleBody,
} from '@bs/contract';
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
import { centsOf, dollarsOf, percentOf, twoDecimals } from './money-input';
import { todayIso, useSaveContributionRule } from './use-group-settings';
import styles from './group-settings.module.css';

const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;
type Tiers = Record<(typeof TIERS)[number], string>;
type Values = {
  category: string;
  effective_from: string;
  kind: string;
  percent: string;
  cap_cents: string;
  monthly_cents: string;
  tier_cents: Tiers;
};

const isPercent = (kind: string) => kind === 'percent_employee_only' || kind === 'percent_tier';

/** The form's boxes (dollars, percent) as the call's body (cents, numbers); what the kind does not use is null. */
function bodyOf(v: Values, groupId: number): SaveContributionRuleBody {
  const kind = v.kind as SaveContributionRuleBody['kind'];
  return {
    group_id: groupId,
    category: (v.category || undefined) as SaveContributionRuleBody['category'],
    effective_from: v.effective_from,
    kind,
    percent: isPercent(v.kind) ? percentOf(v.percent) : null,
    cap_cents: isPercent(v.kind) ? centsOf(v.cap_cents) : null,
    monthly_cents: v.kind === 'flat' ? centsOf(v.monthly_cents) : null,
    tier_cents:
      v.kind === 'per_tier'
        ? Object.fromEntries(TIERS.map((tier) => [tier, centsOf(v.tier_cents[tier])]))
        : null,
  };
}

function defaultsOf(rule: ContributionVersion | null): Values {
  const today = todayIso();
  return {
    category: rule?.category ?? 'dental',
    // A version cannot start before today; editing an older one starts the new version today.
    effective_from: rule && rule.effective_from > today ? rule.effective_from : today,
    kind: rule?.kind ?? '',
    percent: rule?.percent == null ? '' : String(rule.percent),
    cap_cents: dollarsOf(rule?.cap_cents),
    monthly_cents: dollarsOf(rule?.monthly_cents),
    tier_cents: Object.fromEntries(TIERS.map((tier) => [tier, dollarsOf(rule?.tier_cents?.[tier])])) as Tiers,
  };
}

export interface ContributionFormProps {
  groupId: number;
  /** The version being changed (a new version from its day), or null for a new rule. */
  editing: ContributionVersion | null;
  onDone: () => void;
}

/** Adds or changes one version of the employer's monthly share for a plan category. */
export function ContributionForm({ groupId, editing, onDone }: ContributionFormProps) {
  const t = useT();
  const { categoryName, tierLabel } = useChoiceLabels();
  const save = useSaveContributionRule(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<Values>({
    schema: saveContributionRuleBody,
    defaultValues: defaultsOf(editing),
    prepare: (v) => bodyOf(v, groupId),
    translate: translateSchemaMessage,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = useSingleFlight(async (v: Values) => {
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
      <div className={styles.fields}>
        <FormSelectField
          control={form.control}
          name="category"
          label={t('settings.category')}
          options={categoryKey.options.map((c) => ({ value: c, label: categoryName(c) }))}
          required
        />
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
