import type { CartPlan } from '@bs/contract';
import { PayNote, planLogoUrl, visuallyHidden } from '@bs/ui';
import { formatMoney } from '@bs/i18n';
import { useT } from '../../i18n/messages';
import { RemoveIcon } from './remove-icon';
import styles from './cart-items-table.module.css';

export interface CartItemsTableProps {
  items: readonly CartPlan[];
  onRemove: (item: CartPlan) => void;
  onDetails: (item: CartPlan) => void;
}

/** Product / Total Price rows of the cart (spec §2 Cart); stacked rows on narrow screens. */
export function CartItemsTable({ items, onRemove, onDetails }: CartItemsTableProps) {
  const t = useT();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.product')}</th>
          <th scope="col" className={styles.price}>
            {t('table.totalPrice')}
          </th>
          <th scope="col" className={styles.action}>
            <span className={visuallyHidden}>{t('table.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.plan_id}-${item.plan_pricing_id}`}>
            <td>
              <span className={styles.product}>
                {item.plan_logo && <img className={styles.logo} src={planLogoUrl(item.plan_logo)} alt="" />}
                <button type="button" className={styles.planName} onClick={() => onDetails(item)}>
                  {item.plan_name}
                </button>
              </span>
            </td>
            <td className={styles.price} data-label={t('table.totalPrice')}>
              {formatMoney(item.price)}
              {item.pay && <PayNote pay={item.pay} tax stacked />}
            </td>
            <td className={styles.action}>
              {item.removable === 1 && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('table.removePlan', { name: item.plan_name })}
                  title={t('table.removePlan', { name: item.plan_name })}
                  onClick={() => onRemove(item)}
                >
                  <RemoveIcon />
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
