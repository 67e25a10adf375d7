import { useEffect, useRef, useState } from 'react';
import { saveDeductionCodeBody, type PayTerms } from '@bs/contract';
import { useCategoryName, useChoiceLabels } from '@bs/ui';
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
import { SettingsFormFooter } from './settings-form-footer';
import { useSaveDeductionCode } from './use-group-settings';
import styles from './group-settings.module.css';

const TIERS = ['ALL', 'IO', 'IS', 'IC', 'IF'] as const;
type Values = { plan_id: string; tier: string; code: string };

export interface DeductionCodeFormProps {
  groupId: number;
  plans: PayTerms['plans'];
  codes: PayTerms['deduction_codes'];
}

// Payroll systems match codes exactly, in capitals; the box keeps what a code may hold.
const codeText = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, 12);

/** The group's deduction codes, and a form to set (or clear) one plan and tier's code. */
export function DeductionCodeForm({ groupId, plans, codes }: DeductionCodeFormProps) {
  const t = useT();
  const { tierLabel } = useChoiceLabels();
  const categoryName = useCategoryName();
  const save = useSaveDeductionCode(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const codeOf = (planId: string, tier: string) =>
    codes.find((c) => String(c.plan_id) === planId && c.tier === tier)?.code ?? '';
  const planName = (id: number) => {
    const p = plans.find((x) => x.plan_id === id);
    return p ? `${categoryName(p.category)} · ${p.name}` : t('settings.planScope', { id });
  };
  const tierName = (tier: string) => (tier === 'ALL' ? t('settings.tierAll') : tierLabel(tier));
  const first = plans[0] ? String(plans[0].plan_id) : '';
  const form = useSchemaForm<Values>({
    schema: saveDeductionCodeBody,
    defaultValues: { plan_id: first, tier: 'ALL', code: codeOf(first, 'ALL') },
    prepare: (v) => ({
      group_id: groupId,
      plan_id: v.plan_id ? Number(v.plan_id) : undefined,
      tier: v.tier,
      code: v.code.trim() || null,
    }),
    translate: translateSchemaMessage,
  });
  // Another plan or tier shows its own code (empty: the file uses the category's code).
  const [planId, tier] = useWatch({ control: form.control, name: ['plan_id', 'tier'] });
  const shown = useRef(`${planId}:${tier}`);
  useEffect(() => {
    if (shown.current === `${planId}:${tier}`) return;
    shown.current = `${planId}:${tier}`;
    form.setValue('code', codeOf(planId, tier));
    form.clearErrors();
    setSaved(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new plan or tier resets the box
  }, [planId, tier]);
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(null);
    try {
      const r = await save.mutateAsync({
        group_id: groupId,
        plan_id: Number(v.plan_id),
        tier: v.tier as (typeof TIERS)[number],
        code: v.code.trim() || null,
      });
      setSaved(
        t('settings.codeSaved', { code: r.file_code, plan: planName(r.plan_id), tier: tierName(r.tier) }),
      );
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="codes-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="codes-title" className={styles.h3}>
        {t('settings.codesTitle')}
      </h3>
      {codes.length === 0 ? (
        <p className={styles.muted}>{t('settings.noCodes')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('settings.codesTitle')}>
          {codes.map((c) => (
            <li key={`${c.plan_id}:${c.tier}`} className={styles.item}>
              {t('settings.codeLine', { plan: planName(c.plan_id), tier: tierName(c.tier), code: c.code })}
            </li>
          ))}
        </ul>
      )}
      {plans.length === 0 ? (
        <p className={styles.muted}>{t('settings.noPlans')}</p>
      ) : (
        <>
          <div className={styles.fields}>
            <FormSelectField
              control={form.control}
              name="plan_id"
              label={t('settings.plan')}
              options={plans.map((p) => ({ value: String(p.plan_id), label: planName(p.plan_id) }))}
              required
            />
            <FormSelectField
              control={form.control}
              name="tier"
              label={t('settings.tier')}
              options={TIERS.map((x) => ({ value: x, label: tierName(x) }))}
              required
            />
            <FormTextField
              control={form.control}
              name="code"
              label={t('settings.code')}
              hint={t('settings.codeHint')}
              transform={codeText}
              autoComplete="off"
            />
          </div>
          <SettingsFormFooter
            error={formError}
            saved={saved}
            busy={submit.busy}
            label={t('settings.saveCode')}
          />
        </>
      )}
    </form>
  );
}
