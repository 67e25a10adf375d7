import type { CartPlan } from '@bs/contract';
import { Button, Modal, planLogoUrl } from '@bs/ui';
import { formatMoney } from '@bs/i18n';
import { useT } from '../../i18n/messages';
import styles from './plan-details-modal.module.css';

/** The "Plan details" modal (spec §2 Cart) of one cart line, closed with OK. */
export function PlanDetailsModal({ item, onClose }: { item: CartPlan | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={!!item}
      title={t('details.title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('details.ok')}</Button>}
    >
      {item && (
        <dl className={styles.details}>
          <dt>{t('details.plan')}</dt>
          <dd>
            {/* Inside the dd: a <dl> may hold only dt/dd groups (axe definition-list). */}
            {item.plan_logo && (
              <img className={styles.detailsLogo} src={planLogoUrl(item.plan_logo)} alt="" />
            )}
            {item.plan_name}
          </dd>
          <dt>{t('details.totalPrice')}</dt>
          <dd>{formatMoney(item.price)}</dd>
          <dt>{t('details.removable')}</dt>
          <dd>{t(item.removable === 1 ? 'details.removableYes' : 'details.removableNo')}</dd>
        </dl>
      )}
    </Modal>
  );
}
