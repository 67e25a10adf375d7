import type { CartPlan } from '@bs/contract';
import { planLogoUrl } from '@bs/ui';
import { formatMoney } from './format-money';
import { RemoveIcon } from './remove-icon';
import styles from './cart-items-table.module.css';

export interface CartItemsTableProps {
  items: readonly CartPlan[];
  onRemove: (item: CartPlan) => void;
  onDetails: (item: CartPlan) => void;
}

/** Product / Total Price rows of the cart (spec §2 Cart); stacked rows on narrow screens. */
export function CartItemsTable({ items, onRemove, onDetails }: CartItemsTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Plans in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className={styles.price}>
            Total Price
          </th>
          <th scope="col" className={styles.action}>
            <span className={styles.visuallyHidden}>Remove</span>
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
            <td className={styles.price} data-label="Total Price">
              {formatMoney(item.price)}
            </td>
            <td className={styles.action}>
              {item.removable === 1 && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${item.plan_name}`}
                  title={`Remove ${item.plan_name}`}
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
