import { useLanguage } from '@bs/i18n';
import { Alert, Button, Modal } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { readableDate } from './readable-date';
import type { Checkout } from './use-checkout';

/** The cart page confirmation (spec §2): the effective date, Back to Cart or Proceed to Enrollment. */
export function CheckoutModal({ checkout }: { checkout: Checkout }) {
  const t = useT();
  const [lang] = useLanguage();
  return (
    <Modal
      open={checkout.confirming}
      title={t('checkout.title')}
      onClose={() => !checkout.proceeding && checkout.backToCart()}
      footer={
        <>
          <Button variant="secondary" onClick={checkout.backToCart} disabled={checkout.proceeding}>
            {t('checkout.back')}
          </Button>
          <Button onClick={checkout.proceed} loading={checkout.proceeding}>
            {t('checkout.proceed')}
          </Button>
        </>
      }
    >
      {checkout.effectiveDate ? (
        <p>{t('checkout.effectiveAsOf', { date: readableDate(checkout.effectiveDate, lang) })}</p>
      ) : (
        <p>{t('checkout.chooseDate')}</p>
      )}
      {checkout.confirmError && <Alert tone="error">{checkout.confirmError}</Alert>}
    </Modal>
  );
}
