import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import { Alert, RadioGroup } from '@bs/ui';
import { useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { useSavedValues } from '../../shared/step-kit/use-step-data';
import { StepFooter } from '../../shared/step-kit/step-footer';
import type { StepProps } from '../../shared/step-kit/step-props';
import { BankPanel } from './bank-panel';
import { CardPanel } from './card-panel';
import { contactAddressOf } from './contact-address';
import { billedMethod, paymentTypesFor, type BilledMethod, type PaymentType } from '@bs/domain';
import styles from './billing.module.css';

const FORM_ID = 'billing-form';
const once = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false } as const;

/** Billing Information (wizard §2, §4). */
export function BillingStep(props: StepProps) {
  const query = { query: { enrollment_id: props.enrollmentId } };
  const method = useQuery({ ...callQueryOptions('get-payment-method', query), ...once });
  const cards = useQuery({ ...callQueryOptions('get-existing-card-info', query), ...once });
  const banks = useQuery({ ...callQueryOptions('get-existing-bank-info', query), ...once });
  const states = useQuery({ ...callQueryOptions('get-states'), staleTime: Infinity });
  const contact = useSavedValues(props.enrollmentId, 'contact_info');
  return (
    <StepLoader queries={[method, cards, banks, states, contact]}>
      {() => (
        <Billing
          {...props}
          method={method.data!.result}
          cards={cards.data!.result}
          banks={banks.data!.result}
          states={states.data!.result}
          contact={contact.data}
        />
      )}
    </StepLoader>
  );
}

type BillingProps = StepProps & {
  method: Parameters<typeof paymentTypesFor>[0];
  cards: React.ComponentProps<typeof CardPanel>['cards'];
  banks: React.ComponentProps<typeof BankPanel>['banks'];
  states: React.ComponentProps<typeof CardPanel>['states'];
  contact: unknown;
};

function Billing({ method, cards, banks, states, contact, ...props }: BillingProps) {
  const t = useT();
  const types = paymentTypesFor(method);
  const [type, setType] = useState<PaymentType>(types[0]);
  return (
    <div className={styles.billing}>
      <RadioGroup
        legend={t('billing.paymentType')}
        name="payment_type"
        inline
        options={types.map((v) => ({ value: v, label: t(`billing.type.${v}`) }))}
        value={type}
        onChange={(v) => setType(v as PaymentType)}
      />
      {type === 'cc' && (
        <CardPanel
          {...props}
          formId={FORM_ID}
          cards={cards}
          states={states}
          contact={contactAddressOf(contact)}
        />
      )}
      {type === 'eft' && <BankPanel {...props} formId={FORM_ID} banks={banks} />}
      {(type === 'list' || type === 'stmt') && (
        <BilledByGroup {...props} method={billedMethod(method)} note={type} />
      )}
    </div>
  );
}

/** STMT and LIST: only a note; Next saves the method and moves on. */
function BilledByGroup({
  tab,
  enrollmentId,
  nav,
  method,
  note,
}: StepProps & { method: BilledMethod; note: Extract<PaymentType, 'list' | 'stmt'> }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const flight = useSingleFlight(async () => {
    setError(null);
    try {
      await apiCall('save-billing-info', { body: { enrollment_id: enrollmentId, payment_method: method } });
      await nav.next();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('billing.completeError'));
    }
  });
  return (
    <>
      <Alert tone="info">
        <p>{t(note === 'stmt' ? 'billing.stmtNote' : 'billing.listNote')}</p>
      </Alert>
      {error && <Alert tone="error">{error}</Alert>}
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={() => ({ payment_method: method })}
        next={{ onClick: () => void flight.run(), busy: flight.busy }}
      />
    </>
  );
}
