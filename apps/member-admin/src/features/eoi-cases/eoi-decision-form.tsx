import { useState } from 'react';
import { decideEoiCaseBody, type EoiPendingList } from '@bs/contract';
import { formatLongDate, formatMoney } from '@bs/i18n';
import { Alert, Button } from '@bs/ui';
import {
  applyServerErrors,
  FormDigitsField,
  FormRadioGroup,
  FormTextAreaField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { dollars, useDecideEoiCase } from './use-eoi-cases';
import styles from './eoi-cases.module.css';

type Case = EoiPendingList['items'][number];
type Kind = 'approve-all' | 'approve-part' | 'deny' | 'expire';
type Values = {
  decision: Kind | '';
  amount: string;
  decided_on: string;
  effective_on: string;
  reason: string;
};

const today = () => new Date().toISOString().slice(0, 10);

/** What the form sends: empty boxes left out, the amount only for a partial approval. */
const bodyOf = (caseId: number, v: Values) => ({
  case_id: caseId,
  decision: v.decision === '' ? undefined : v.decision,
  amount: v.decision === 'approve-part' ? (v.amount === '' ? undefined : Number(v.amount)) : undefined,
  decided_on: v.decided_on,
  effective_on: v.effective_on || undefined,
  reason: v.reason.trim() || undefined,
});

/**
 * The carrier's decision on one case (ADR 0035): approve all, approve part with the amount, deny
 * (or close as expired from its expiry day), dated; checked by the contract's schema, then shown
 * back for confirmation before it is recorded, because it is recorded once.
 */
export function EoiDecisionForm({ item, onDecided }: { item: Case; onDecided: (said: string) => void }) {
  const t = useT();
  const decide = useDecideEoiCase();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const form = useSchemaForm<Values>({
    schema: decideEoiCaseBody,
    defaultValues: { decision: '', amount: '', decided_on: today(), effective_on: '', reason: '' },
    prepare: (v) => bodyOf(item.case_id, v),
    translate: translateSchemaMessage,
  });
  const kind = useWatch({ control: form.control, name: 'decision' });
  const money = (n: number) => dollars(n, formatMoney);
  const overdue = today() >= item.expires_on;
  const kinds: Kind[] = ['approve-all', 'approve-part', 'deny', ...(overdue ? (['expire'] as const) : [])];

  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    try {
      await decide.mutateAsync(bodyOf(item.case_id, v) as Parameters<typeof decide.mutateAsync>[0]);
      onDecided(t('eoi.recorded', { name: item.member_name, plan: item.plan_name, what: summary(v) }));
    } catch (err) {
      setConfirming(null);
      setFormError(applyServerErrors(err, form));
    }
  });

  const summary = (v: Values) =>
    t(`eoi.summary.${v.decision || 'deny'}`, {
      amount: money(v.decision === 'approve-part' ? Number(v.amount) : item.pending),
      pending: money(item.pending),
      date: formatLongDate(v.effective_on || v.decided_on),
    });

  if (confirming)
    return (
      <div className={styles.confirm} role="group" aria-labelledby={`confirm-${item.case_id}`}>
        <p id={`confirm-${item.case_id}`} className={styles.confirmText}>
          <strong>{t('eoi.confirmTitle', { name: item.member_name })}</strong> {summary(confirming)}
        </p>
        <p className={styles.muted}>{t('eoi.confirmOnce')}</p>
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className={styles.actions}>
          <Button loading={submit.busy} onClick={() => void submit.run(confirming)}>
            {t('eoi.confirm')}
          </Button>
          <Button variant="secondary" disabled={submit.busy} onClick={() => setConfirming(null)}>
            {t('eoi.change')}
          </Button>
        </div>
      </div>
    );

  return (
    <form
      noValidate
      className={styles.form}
      aria-label={t('eoi.formFor', { name: item.member_name, plan: item.plan_name })}
      onSubmit={(e) =>
        void form.handleSubmit((v) => {
          setFormError(null);
          setConfirming(v);
        })(e)
      }
    >
      <FormRadioGroup
        control={form.control}
        name="decision"
        legend={t('eoi.decision')}
        options={kinds.map((k) => ({
          value: k,
          label: t(`eoi.kinds.${k}`, { pending: money(item.pending) }),
        }))}
      />
      <div className={styles.fields}>
        {kind === 'approve-part' && (
          <FormDigitsField
            control={form.control}
            name="amount"
            maxDigits={9}
            label={t('eoi.amount')}
            hint={t('eoi.amountHint', { pending: money(item.pending) })}
            required
          />
        )}
        <FormTextField
          control={form.control}
          name="decided_on"
          type="date"
          label={t('eoi.decidedOn')}
          required
        />
        {kind !== 'deny' && kind !== 'expire' && (
          <FormTextField
            control={form.control}
            name="effective_on"
            type="date"
            label={t('eoi.effectiveOn')}
            hint={t('eoi.effectiveHint')}
          />
        )}
      </div>
      <FormTextAreaField
        control={form.control}
        name="reason"
        label={t('eoi.reason')}
        hint={t('eoi.reasonHint')}
        maxLength={500}
        rows={2}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit">{t('eoi.record')}</Button>
      </div>
    </form>
  );
}
