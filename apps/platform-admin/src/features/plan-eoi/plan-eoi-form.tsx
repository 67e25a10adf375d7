import { savePlanEoiSettingsBody, type PlanEoiSettingsList } from '@bs/contract';
import { Alert, Button } from '@bs/ui';
import { FormCheckbox, FormDigitsField, FormSelectField } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translatePlanEoi } from './plan-eoi-messages';
import { useSavePlanEoi } from './use-plan-eoi';
import { catalogueStyles as shell } from '../../shared/catalogue-page/catalogue-page';
import { usePlanSettingForm } from '../../shared/catalogue-page/use-plan-setting-form';
import { EoiQuestionsFields } from './eoi-questions-fields';
import { bodyOf, cover, valuesOf } from './plan-eoi-values';

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
  const { form, plan, formError, saved, busy, onSubmit } = usePlanSettingForm({
    plans,
    schema: savePlanEoiSettingsBody,
    translate: translatePlanEoi,
    valuesOf,
    bodyOf,
    save: (body) => save.mutateAsync(body as Parameters<typeof save.mutateAsync>[0]),
    savedText: (r, p) =>
      t('planEoi.saved', { plan: p?.name ?? String(r.plan_id), amount: cover(r.guaranteed_issue) }),
  });
  return (
    <form noValidate className={shell.form} aria-labelledby="plan-eoi-form-title" onSubmit={onSubmit}>
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
        <Button type="submit" loading={busy}>
          {t('planEoi.save')}
        </Button>
      </div>
    </form>
  );
}
