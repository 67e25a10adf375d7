import { Alert, Button, Modal } from '@bs/ui';
import type { Checkout } from './use-checkout';

/** The cart page confirmation (spec §2): the effective date, Back to Cart or Proceed to Enrollment. */
export function CheckoutModal({ checkout }: { checkout: Checkout }) {
  return (
    <Modal
      open={checkout.confirming}
      title="Confirmation"
      onClose={() => !checkout.proceeding && checkout.backToCart()}
      footer={
        <>
          <Button variant="secondary" onClick={checkout.backToCart} disabled={checkout.proceeding}>
            Back to Cart
          </Button>
          <Button onClick={checkout.proceed} loading={checkout.proceeding}>
            Proceed to Enrollment
          </Button>
        </>
      }
    >
      {checkout.effectiveDate ? (
        <p>Your plans will be effective as of {checkout.effectiveDate}</p>
      ) : (
        <p>Please choose an effective date for your plans.</p>
      )}
      {checkout.confirmError && <Alert tone="error">{checkout.confirmError}</Alert>}
    </Modal>
  );
}
