import { useState } from 'react';
import {
  ACCOUNT_HOLDER_TYPES,
  ACCOUNT_TYPES,
  bankForm,
  bankFormWithEftTerms,
  abaChecksumValid,
  ROUTING_CHECKSUM_MESSAGE,
  ROUTING_MESSAGE,
  EFT_TERMS_REQUIRED,
  type EftTerms,
  type ExistingBank,
} from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert } from '@bs/ui';
import {
  applyServerErrors,
  FormDigitsField,
  FormRadioGroup,
  FormTextField,
  useSchemaForm,
  type FieldPath,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import { StepFooter } from '../../shared/step-kit/step-footer';
import type { StepProps } from '../../shared/step-kit/step-props';
import { ExistingChoice } from './existing-choice';
import { EftTermsAgreement } from './eft-terms';
import formStyles from '../../shared/step-kit/step-form.module.css';
import styles from './billing.module.css';

export type BankValues = {
  routing_number: string;
  account_name: string;
  bank_name: string;
  account_number: string;
  account_type: (typeof ACCOUNT_TYPES)[number];
  account_holder_type: (typeof ACCOUNT_HOLDER_TYPES)[number];
  /** The EFT terms' hash once a card payer ticks them ('' until then). */
  eft_terms_hash: string;
};

export interface BankPanelProps extends StepProps {
  formId: string;
  /** The footer button's words: on the last step it says it submits and what it charges. */
  nextLabel?: string;
  banks: readonly ExistingBank[];
  /** A card payer's EFT terms (get-payment-method): agreed here, for a new or a saved account. */
  eftTerms?: EftTerms;
}

/**
 * EFT (spec §2, §4): the ACH authorization, a saved bank account, or a new one whose routing
 * number is checked on blur and fills the read-only bank name (cleared when it fails). The account
 * number lives only in this form's memory: never in storage or a draft.
 */
export function BankPanel({ tab, enrollmentId, nav, formId, nextLabel, banks, eftTerms }: BankPanelProps) {
  const t = useT();
  const [bankId, setBankId] = useState<number | null>(null);
  const form = useSchemaForm<BankValues>({
    schema: eftTerms ? bankFormWithEftTerms : bankForm,
    defaultValues: {
      eft_terms_hash: '',
      routing_number: '',
      account_name: '',
      bank_name: '',
      account_number: '',
      account_type: 'checking',
      account_holder_type: 'individual',
    },
    prepare: (v) => ({
      ...v,
      payment_method: 'eft',
      bank_name: v.bank_name || undefined,
      eft_terms_hash: v.eft_terms_hash || undefined,
    }),
    translate: translateSchemaMessage,
  });
  const chosen = banks.find((b) => b.bank_id === bankId);
  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    save: async (v) => {
      const eft_terms_hash = v.eft_terms_hash || undefined;
      if (!chosen)
        return apiCall('save-billing-info', {
          body: {
            enrollment_id: enrollmentId,
            payment_method: 'eft',
            ...v,
            bank_name: v.bank_name || undefined,
            eft_terms_hash,
          },
        });
      // A saved account skips the form's own check: the terms' box is checked here instead.
      if (eftTerms && !eft_terms_hash) {
        form.setError('eft_terms_hash', {
          type: 'required',
          message: translateSchemaMessage(EFT_TERMS_REQUIRED),
        });
        return false;
      }
      return apiCall('save-billing-info-existing', {
        body: {
          enrollment_id: enrollmentId,
          payment_method: 'eft',
          bank_id: chosen.bank_id,
          account_type: chosen.account_type,
          account_holder_type: chosen.account_holder_type,
          eft_terms_hash,
        },
      });
    },
  });
  const lookUpRouting = async (routing: string) => {
    form.setValue('bank_name', '');
    if (!routing) return;
    // A number that cannot be one (length, checksum) is refused here; the directory is the server's.
    if (!abaChecksumValid(routing)) {
      // Nine digits that fail the checksum are a typo; say so rather than ask for nine digits.
      const message = /^\d{9}$/.test(routing) ? ROUTING_CHECKSUM_MESSAGE : ROUTING_MESSAGE;
      form.setError('routing_number', { type: 'validate', message: translateSchemaMessage(message) });
      return;
    }
    try {
      const found = await apiCall('validate-routing-number', { body: { routing_number: routing } });
      if (form.getValues('routing_number') !== routing) return; // typed on meanwhile
      form.setValue('bank_name', found.result.bank_name);
      form.clearErrors('routing_number');
    } catch (err) {
      form.setValue('bank_name', '');
      applyServerErrors(err, form, { focus: false });
    }
  };
  const field = (name: FieldPath<BankValues>) => ({ control: form.control, name });
  const newEntry = bankId === null;
  const draft = () => {
    const { account_number: _n, routing_number: _r, eft_terms_hash: _a, ...rest } = form.getValues();
    return { payment_method: 'eft', ...rest };
  };

  return (
    <>
      <form
        id={formId}
        className={formStyles.form}
        noValidate
        onSubmit={(e) => {
          if (newEntry) return step.submit(e);
          e.preventDefault();
          void step.saveAsIs();
        }}
      >
        <section className={styles.ach} aria-labelledby="billing-ach">
          <h2 id="billing-ach" className={formStyles.sectionTitle}>
            {t('billing.ach')}
          </h2>
          <p className={styles.achText}>{t('billing.achText')}</p>
        </section>
        <ExistingChoice
          legend={t('billing.existingBanks')}
          items={banks.map((b) => ({
            id: b.bank_id,
            label: t('billing.existingBank', {
              name: b.account_name,
              bank: b.bank_name,
              number: b.account_number,
            }),
          }))}
          selected={bankId}
          onSelect={setBankId}
        />
        {!newEntry && <p className={styles.note}>{t('billing.existingChosen')}</p>}
        <fieldset className={styles.group} disabled={!newEntry}>
          <legend className={styles.legend}>{t('billing.newBank')}</legend>
          <div className={formStyles.grid}>
            <FormTextField {...field('account_name')} label={t('billing.accountName')} autoComplete="off" />
            <FormDigitsField {...field('account_number')} maxDigits={17} label={t('billing.accountNumber')} />
            <FormDigitsField
              {...field('routing_number')}
              maxDigits={9}
              label={t('billing.routingNumber')}
              hint={t('billing.routingHint')}
              onBlur={(e) => void lookUpRouting(e.currentTarget.value)}
            />
            <FormTextField {...field('bank_name')} readOnly label={t('billing.bankName')} />
            <FormRadioGroup
              {...field('account_type')}
              legend={t('billing.accountType')}
              inline
              options={ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`billing.accountTypes.${v}`) }))}
            />
            <FormRadioGroup
              {...field('account_holder_type')}
              legend={t('billing.holderType')}
              inline
              options={ACCOUNT_HOLDER_TYPES.map((v) => ({ value: v, label: t(`billing.holderTypes.${v}`) }))}
            />
          </div>
        </fieldset>
        {eftTerms && <EftTermsAgreement terms={eftTerms} control={form.control} name="eft_terms_hash" />}
        {step.formError && <Alert tone="error">{step.formError}</Alert>}
      </form>
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={draft}
        next={{ form: formId, busy: step.saving, label: nextLabel }}
      />
    </>
  );
}
