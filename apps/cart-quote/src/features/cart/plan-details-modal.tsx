import type { CartPlan } from '@bs/contract';
import { Button, Modal, planLogoUrl } from '@bs/ui';
import { formatMoney } from './format-money';
import styles from './plan-details-modal.module.css';

/** The "Plan details" modal (spec §2 Cart) of one cart line, closed with OK. */
export function PlanDetailsModal({ item, onClose }: { item: CartPlan | null; onClose: () => void }) {
  return (
    <Modal
      open={!!item}
      title="Plan details"
      onClose={onClose}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      {item && (
        <dl className={styles.details}>
          {item.plan_logo && <img className={styles.detailsLogo} src={planLogoUrl(item.plan_logo)} alt="" />}
          <dt>Plan</dt>
          <dd>{item.plan_name}</dd>
          <dt>Total Price</dt>
          <dd>{formatMoney(item.price)}</dd>
          <dt>Can be removed</dt>
          <dd>{item.removable === 1 ? 'Yes' : 'No, it comes with another plan in your cart'}</dd>
        </dl>
      )}
    </Modal>
  );
}
