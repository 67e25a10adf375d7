import { useRef, useState } from 'react';
import type { CartPlan, PlanCart } from '@bs/contract';
import { Alert, Button, Card } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { CheckoutModal } from '../../shared/checkout/checkout-modal';
import { useCheckout } from '../../shared/checkout/use-checkout';
import { useCanSendQuote } from '../../shared/quote/can-send-quote';
import { SendQuote } from '../../shared/quote/send-quote';
import { AdditionalRiders } from './additional-riders';
import { CartItemsTable } from './cart-items-table';
import { OrderInfo } from './order-info';
import { PlanDetailsModal } from './plan-details-modal';
import { RemovePlanModal } from './remove-plan-modal';
import type { useCartData } from './use-cart-data';
import { useRemovePlan } from './use-remove-plan';
import styles from './cart.module.css';

export interface CartContentsProps {
  enrollmentId: string;
  cart: PlanCart;
  data: ReturnType<typeof useCartData>;
}

/** A cart with items: the table, Order Info with its actions, the riders note and the modals. */
export function CartContents({ enrollmentId, cart, data }: CartContentsProps) {
  const t = useT();
  const cartRef = useRef<HTMLDivElement>(null);
  const dateRef = useRef<HTMLSelectElement>(null);
  const [details, setDetails] = useState<CartPlan | null>(null);
  const remove = useRemovePlan(enrollmentId);
  const checkout = useCheckout({ enrollmentId, effectiveDate: data.effectiveDate, cartRef, dateRef });
  const canQuote = useCanSendQuote();
  const removable = cart.result.filter((i) => i.removable === 1);
  const fixed = cart.result.filter((i) => i.removable !== 1);
  const busy = checkout.starting || checkout.proceeding;

  return (
    <div className={styles.layout} ref={cartRef}>
      {removable.length > 0 && (
        <Card className={styles.items}>
          <CartItemsTable items={removable} onRemove={remove.ask} onDetails={setDetails} />
        </Card>
      )}
      <OrderInfo
        cart={cart}
        fixedItems={fixed}
        repricing={data.repricing}
        dates={data.dates}
        window={data.window}
        effectiveDate={data.effectiveDate}
        onDateChange={(d) => {
          checkout.clearDateError();
          data.setEffectiveDate(d);
        }}
        dateError={checkout.dateError}
        dateRef={dateRef}
      >
        <Button block onClick={checkout.start} loading={checkout.starting} disabled={checkout.proceeding}>
          {t('order.checkout')}
        </Button>
        {canQuote && <SendQuote enrollmentId={enrollmentId} disabled={busy} />}
        {checkout.startError && <Alert tone="error">{checkout.startError}</Alert>}
      </OrderInfo>
      <AdditionalRiders />
      <RemovePlanModal
        target={remove.target}
        pending={remove.pending}
        error={remove.error}
        onNo={remove.cancel}
        onYes={remove.confirm}
      />
      <PlanDetailsModal item={details} onClose={() => setDetails(null)} />
      <CheckoutModal checkout={checkout} />
    </div>
  );
}
