import { useState } from 'react';
import { cardForm, EXPIRATION_MONTHS, expirationYears, type ExistingCard, type UsState } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, CheckboxField } from '@bs/ui';
import {
  FormDigitsField,
  FormSelectField,
  groupCard,
  FormTextField,
  useSchemaForm,
  type FieldPath,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import { ExistingChoice } from './existing-choice';
import type { ContactAddress } from './contact-address';
import formStyles from '../../shared/step-kit/step-form.module.css';
import styles from './billing.module.css';

export type CardValues = {
  first_name_on_cc: string;
  last_name_on_cc: string;
  card_number: string;
  security_code: string;
  expiration_month: string;
  expiration_year: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
};
const EMPTY_ADDRESS = { address1: '', address2: '', city: '', state: '', zip: '' };
const digitsOnly = (s: string) => s.replace(/\D/g, '');

export interface CardPanelProps extends StepProps {
  formId: string;
  /** The footer button's words: on the last step it says it submits and what it charges. */
  nextLabel?: string;
  cards: readonly ExistingCard[];
  states: readonly UsState[];
  contact: ContactAddress;
}

/**
 * Credit card (spec §2, §4): a saved card, or a new card with its billing address. The card
 * number and security code live only in this form's memory: never in storage or a draft.
 */
export function CardPanel({
  tab,
  enrollmentId,
  nav,
  formId,
  nextLabel,
  cards,
  states,
  contact,
}: CardPanelProps) {
  const t = useT();
  const [cardId, setCardId] = useState<number | null>(null);
  const [physical, setPhysical] = useState(false);
  const form = useSchemaForm<CardValues>({
    schema: cardForm,
    defaultValues: {
      first_name_on_cc: '',
      last_name_on_cc: '',
      card_number: '',
      security_code: '',
      expiration_month: '',
      expiration_year: '',
      ...EMPTY_ADDRESS,
    },
    prepare: (v) => ({
      ...v,
      payment_method: 'cc',
      card_number: digitsOnly(v.card_number),
      address2: v.address2 || undefined,
      is_physical_address: physical ? 'yes' : 'no',
    }),
    translate: translateSchemaMessage,
  });
  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    save: (v) =>
      cardId !== null
        ? apiCall('save-billing-info-existing', {
            body: { enrollment_id: enrollmentId, payment_method: 'cc', card_id: cardId },
          })
        : apiCall('save-billing-info', {
            body: {
              enrollment_id: enrollmentId,
              payment_method: 'cc',
              ...v,
              card_number: digitsOnly(v.card_number),
              address2: v.address2 || undefined,
              expiration_month: v.expiration_month as CardValuesMonth,
              is_physical_address: physical ? 'yes' : 'no',
            },
          }),
  });
  // A draft keeps who and where, never the card number or the security code.
  const draft = () => {
    const { card_number: _n, security_code: _c, ...rest } = form.getValues();
    return { payment_method: 'cc', ...rest };
  };
  const choosePhysical = (on: boolean) => {
    setPhysical(on);
    const values = on ? contact : EMPTY_ADDRESS;
    for (const [k, v] of Object.entries(values))
      form.setValue(k as keyof typeof EMPTY_ADDRESS, v, { shouldDirty: true });
    form.clearErrors(Object.keys(EMPTY_ADDRESS) as (keyof typeof EMPTY_ADDRESS)[]);
  };
  const field = (name: FieldPath<CardValues>) => ({ control: form.control, name });
  const locked = (name: FieldPath<CardValues>) => ({ ...field(name), readOnly: physical });
  const newEntry = cardId === null;

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
        <ExistingChoice
          legend={t('billing.existingCards')}
          items={cards.map((c) => ({
            id: c.card_id,
            label: t('billing.existingCard', {
              name: c.name_on_cc,
              number: c.card_number,
              month: c.expiration_month,
              year: c.expiration_year,
            }),
          }))}
          selected={cardId}
          onSelect={setCardId}
        />
        {!newEntry && <p className={styles.note}>{t('billing.existingChosen')}</p>}
        <fieldset className={styles.group} disabled={!newEntry}>
          <legend className={styles.legend}>{t('billing.newCard')}</legend>
          <div className={formStyles.grid}>
            <FormTextField
              {...field('first_name_on_cc')}
              label={t('billing.firstNameOnCc')}
              autoComplete="cc-given-name"
            />
            <FormTextField
              {...field('last_name_on_cc')}
              label={t('billing.lastNameOnCc')}
              autoComplete="cc-family-name"
            />
            <FormDigitsField
              {...field('card_number')}
              maxDigits={19}
              display={groupCard}
              label={t('billing.cardNumber')}
              autoComplete="cc-number"
            />
            <FormDigitsField
              {...field('security_code')}
              maxDigits={4}
              label={t('billing.securityCode')}
              autoComplete="cc-csc"
            />
            <FormSelectField
              {...field('expiration_month')}
              label={t('billing.expirationMonth')}
              placeholder={t('fields.choose')}
              options={EXPIRATION_MONTHS.map((m) => ({ value: m, label: m }))}
            />
            <FormSelectField
              {...field('expiration_year')}
              label={t('billing.expirationYear')}
              placeholder={t('fields.choose')}
              options={expirationYears().map((y) => ({ value: y, label: y }))}
            />
          </div>
        </fieldset>
        <fieldset className={styles.group} disabled={!newEntry}>
          <legend className={styles.legend}>{t('billing.billingAddress')}</legend>
          <CheckboxField
            label={t('billing.physical')}
            checked={physical}
            onChange={(e) => choosePhysical(e.target.checked)}
          />
          <div className={formStyles.grid}>
            <FormTextField
              {...locked('address1')}
              label={t('address.street1')}
              autoComplete="billing address-line1"
            />
            <FormTextField
              {...locked('address2')}
              label={t('address.street2')}
              autoComplete="billing address-line2"
            />
            <FormTextField
              {...locked('city')}
              label={t('address.city')}
              autoComplete="billing address-level2"
            />
            <FormSelectField
              {...field('state')}
              disabled={physical}
              label={t('address.state')}
              placeholder={t('fields.choose')}
              options={states.map((s) => ({
                value: s.abbrev,
                label: t('billing.stateOption', { name: s.name, abbrev: s.abbrev }),
              }))}
            />
            <FormDigitsField
              {...locked('zip')}
              maxDigits={5}
              label={t('address.zip')}
              autoComplete="billing postal-code"
            />
          </div>
        </fieldset>
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
type CardValuesMonth = (typeof EXPIRATION_MONTHS)[number];
