import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiCall, callQueryOptions, getPlanCartQueryOptions } from '@bs/api-client';
import type { PaymentMethodResult, PlanCart } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
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
import { useFreshQuery } from '../../shared/step-kit/step-reads';
import { OrderSummary } from '../../shared/order-summary/order-summary';
import { useSubmitsEnrollment } from '../../shared/order-summary/use-submits-enrollment';
import styles from './billing.module.css';

const FORM_ID = 'billing-form';

/** Billing Information (wizard §2, §4). */
export function BillingStep(props: StepProps) {
  const query = { query: { enrollment_id: props.enrollmentId } };
  const method = useFreshQuery(callQueryOptions('get-payment-method', query));
  const cards = useFreshQuery(callQueryOptions('get-existing-card-info', query));
  const banks = useFreshQuery(callQueryOptions('get-existing-bank-info', query));
  const states = useQuery({ ...callQueryOptions('get-states'), staleTime: Infinity });
  const contact = useSavedValues(props.enrollmentId, 'contact_info');
  // The summary's query is not awaited: the payment form shows at once, the summary fills in.
  const cart = useQuery({ ...getPlanCartQueryOptions(props.enrollmentId), refetchOnWindowFocus: false });
  return (
    <StepLoader queries={[method, cards, banks, states, contact]}>
      {() => (
        <Billing
          {...props}
          method={method.data!.result}
          eftTerms={method.data!.eft_terms}
          billedTo={method.data!.billed_to}
          cards={cards.data!.result}
          banks={banks.data!.result}
          states={states.data!.result}
          contact={contact.data}
          cart={cart}
        />
      )}
    </StepLoader>
  );
}

type BillingProps = StepProps & {
  method: Parameters<typeof paymentTypesFor>[0];
  /** The group that pays a list or statement bill. */
  billedTo: string | undefined;
  cards: React.ComponentProps<typeof CardPanel>['cards'];
  banks: React.ComponentProps<typeof BankPanel>['banks'];
  states: React.ComponentProps<typeof CardPanel>['states'];
  contact: unknown;
  cart: UseQueryResult<PlanCart>;
  eftTerms: PaymentMethodResult['eft_terms'];
};

/**
 * The last step's button says what it does (issue 32): 'Submit enrollment and pay $188.97' for a
 * card or a bank account, 'Submit enrollment' when the group is billed; plain Next while the
 * person is only correcting billing on the way back to review.
 */
function useNextLabel(props: StepProps, type: PaymentType, cart: UseQueryResult<PlanCart>) {
  const t = useT();
  const submits = useSubmitsEnrollment(props.tab);
  if (!submits) return undefined;
  const first = cart.data?.initial_month_cost;
  if ((type === 'cc' || type === 'eft') && first)
    return t('billing.submitAndPay', { amount: formatMoney(first) });
  return t('billing.submit');
}

function Billing({
  method,
  billedTo,
  cards,
  banks,
  states,
  contact,
  cart,
  eftTerms,
  ...props
}: BillingProps) {
  const t = useT();
  const types = paymentTypesFor(method);
  const [type, setType] = useState<PaymentType>(types[0]);
  const nextLabel = useNextLabel(props, type, cart);
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <OrderSummary cart={cart} />
      </aside>
      <div className={styles.billing}>
        {/* A group-paid bill is no choice: say who is billed instead of a lone "STMT" radio (issue 32). */}
        {types.length === 1 && (type === 'list' || type === 'stmt') ? (
          <p className={styles.billedTo}>
            {billedTo ? t('billing.billedTo', { name: billedTo }) : t(`billing.type.${type}`)}
          </p>
        ) : (
          <RadioGroup
            legend={t('billing.paymentType')}
            name="payment_type"
            inline
            options={types.map((v) => ({ value: v, label: t(`billing.type.${v}`) }))}
            value={type}
            onChange={(v) => setType(v as PaymentType)}
          />
        )}
        {type === 'cc' && (
          <CardPanel
            {...props}
            formId={FORM_ID}
            nextLabel={nextLabel}
            cards={cards}
            states={states}
            contact={contactAddressOf(contact)}
          />
        )}
        {type === 'eft' && (
          <BankPanel {...props} formId={FORM_ID} nextLabel={nextLabel} banks={banks} eftTerms={eftTerms} />
        )}
        {(type === 'list' || type === 'stmt') && (
          <BilledByGroup {...props} method={billedMethod(method)} note={type} nextLabel={nextLabel} />
        )}
      </div>
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
  nextLabel,
}: StepProps & {
  method: BilledMethod;
  note: Extract<PaymentType, 'list' | 'stmt'>;
  nextLabel?: string;
}) {
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
        next={{ onClick: () => void flight.run(), busy: flight.busy, label: nextLabel }}
      />
    </>
  );
}
