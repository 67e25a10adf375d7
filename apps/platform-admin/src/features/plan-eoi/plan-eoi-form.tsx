import { useEffect, useRef, useState } from 'react';
import { savePlanEoiSettingsBody, type PlanEoiSettingsList } from '@bs/contract';
import { Alert, Button } from '@bs/ui';
import {
  applyServerErrors,
  FormCheckbox,
  FormDigitsField,
  FormSelectField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translatePlanEoi } from './plan-eoi-messages';
import { useSavePlanEoi } from './use-plan-eoi';
import { catalogueStyles as shell } from '../../shared/catalogue-page/catalogue-page';
import { EoiQuestionsFields } from './eoi-questions-fields';
import { bodyOf, cover, valuesOf, type PlanEoiValues as Values } from './plan-eoi-values';

type Plan = PlanEoiSettingsList['plans'][number];

/**
 * One plan's guaranteed-issue amount and EOI rules (ADR 0039): choose the plan, then its amount
 * issued without evidence, whether any increase and a late entrant need evidence, after how
 * many days a case without evidence expires, and the questions of its EOI step. Checked by the contract's schema; the server's
 * refusals land beside their fields.
 */
export function PlanEoiForm({ plans }: { plans: Plan[] }) {
  const t = useT();
  const save = useSavePlanEoi();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    schema: savePlanEoiSettingsBody,
    defaultValues: valuesOf(undefined, ''),
    prepare: bodyOf,
    translate: translatePlanEoi,
  });
  const planId = useWatch({ control: form.control, name: 'plan_id' });
  const plan = plans.find((p) => p.plan_id === planId);
  // Choosing another plan fills the form with its rules.
  const shown = useRef<number | ''>('');
  useEffect(() => {
    if (planId === shown.current) return;
    shown.current = planId;
    form.reset(
      valuesOf(
        plans.find((p) => p.plan_id === planId),
        planId,
      ),
    );
    setSaved(null);
    setFormError(null);
  }, [planId, plans, form]);

  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(null);
    try {
      const r = await save.mutateAsync(bodyOf(v) as Parameters<typeof save.mutateAsync>[0]);
      setSaved(
        t('planEoi.saved', { plan: plan?.name ?? String(r.plan_id), amount: cover(r.guaranteed_issue) }),
      );
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={shell.form}
      aria-labelledby="plan-eoi-form-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h2 id="plan-eoi-form-title" className={shell.h2}>
        {t('planEoi.formTitle')}
      </h2>
      <FormSelectField
        control={form.control}
        name="plan_id"
        label={t('planEoi.plan')}
        placeholder={t('planEoi.choosePlan')}
        options={plans.map((p) => ({ value: p.plan_id, label: `${p.name} (${p.plan_id})` }))}
        required
      />
      {plan && (
        <>
          <p className={shell.muted}>
            {plan.amounts.length
              ? t('planEoi.sells', { amounts: plan.amounts.map(cover).join(', ') })
              : t('planEoi.sellsNone')}
          </p>
          <div className={shell.fields}>
            <FormDigitsField
              control={form.control}
              name="guaranteed_issue"
              maxDigits={8}
              label={t('planEoi.gi')}
              hint={t('planEoi.giHint')}
              required
            />
            <FormDigitsField
              control={form.control}
              name="expires_after_days"
              maxDigits={3}
              label={t('planEoi.expires')}
              hint={t('planEoi.expiresHint')}
              required
            />
          </div>
          <FormCheckbox
            control={form.control}
            name="eoi_on_increase"
            label={t('planEoi.onIncrease')}
            hint={t('planEoi.onIncreaseHint')}
          />
          <FormCheckbox
            control={form.control}
            name="eoi_for_late_entrants"
            label={t('planEoi.lateEntrants')}
            hint={t('planEoi.lateEntrantsHint')}
          />
          <EoiQuestionsFields control={form.control} />
        </>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
      <div>
        <Button type="submit" loading={submit.busy}>
          {t('planEoi.save')}
        </Button>
      </div>
    </form>
  );
}
