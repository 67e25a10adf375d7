import { saveIdCardSettingsBody, type PlanIdCardSetting } from '@bs/contract';
import { Alert, Button } from '@bs/ui';
import { FormCheckbox, FormSelectField, FormTextField } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { catalogueStyles as shell } from '../../shared/catalogue-page/catalogue-page';
import { usePlanSettingForm } from '../../shared/catalogue-page/use-plan-setting-form';
import { translateIdCards } from './id-card-messages';
import { useSaveIdCardSettings } from './use-id-card-settings';

type Values = { plan_id: number | ''; id_card: 0 | 1; carrier_phone: string };

const bodyOf = (v: Values) => ({
  plan_id: v.plan_id === '' ? undefined : v.plan_id,
  id_card: v.id_card === 1,
  carrier_phone: v.carrier_phone,
});
const valuesOf = (p: PlanIdCardSetting | undefined, planId: number | ''): Values => ({
  plan_id: planId,
  id_card: p?.id_card ? 1 : 0,
  carrier_phone: p?.carrier_phone ?? '',
});

/**
 * One plan's ID card (ADR 0038): choose the plan, then whether its members get a card and the
 * phone of its carrier's member services printed on it (the carrier's, so every plan of that
 * carrier prints it). Checked by the contract's schema; the server's refusals land beside their fields.
 */
export function IdCardForm({ plans }: { plans: PlanIdCardSetting[] }) {
  const t = useT();
  const save = useSaveIdCardSettings();
  const { form, plan, formError, saved, busy, onSubmit } = usePlanSettingForm({
    plans,
    schema: saveIdCardSettingsBody,
    translate: translateIdCards,
    valuesOf,
    bodyOf,
    save: (body) => save.mutateAsync(body as Parameters<typeof save.mutateAsync>[0]),
    savedText: (r) => t(r.id_card ? 'idCards.savedOn' : 'idCards.savedOff', { plan: r.name }),
  });
  return (
    <form noValidate className={shell.form} aria-labelledby="id-card-form-title" onSubmit={onSubmit}>
      <h2 id="id-card-form-title" className={shell.h2}>
        {t('idCards.formTitle')}
      </h2>
      <FormSelectField
        control={form.control}
        name="plan_id"
        label={t('idCards.plan')}
        placeholder={t('idCards.choosePlan')}
        options={plans.map((p) => ({ value: p.plan_id, label: `${p.name} (${p.plan_id})` }))}
        required
      />
      {plan && (
        <>
          <p className={shell.muted}>
            {plan.carrier_id === null
              ? t('idCards.noCarrier')
              : t('idCards.carrier', { name: plan.carrier_name })}
          </p>
          <FormCheckbox
            control={form.control}
            name="id_card"
            label={t('idCards.issues')}
            hint={t('idCards.issuesHint')}
          />
          {plan.carrier_id !== null && (
            <FormTextField
              control={form.control}
              name="carrier_phone"
              type="tel"
              autoComplete="off"
              label={t('idCards.phone')}
              hint={t('idCards.phoneHint', { name: plan.carrier_name })}
            />
          )}
        </>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
      <div>
        <Button type="submit" loading={busy}>
          {t('idCards.save')}
        </Button>
      </div>
    </form>
  );
}
