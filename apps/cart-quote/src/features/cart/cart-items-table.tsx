import type { CartPlan } from '@bs/contract';
import { planLogoUrl } from '@bs/ui';
import { formatMoney } from './format-money';
import styles from './cart.module.css';

/** Product / Total Price rows of the cart (spec §2 Cart). Removing items comes with a later issue. */
export function CartItemsTable({ items }: { items: readonly CartPlan[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Plans in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className={styles.price}>
            Total Price
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.plan_id}-${item.plan_pricing_id}`}>
            <td>
              <span className={styles.product}>
                {item.plan_logo && <img className={styles.logo} src={planLogoUrl(item.plan_logo)} alt="" />}
                {item.plan_name}
              </span>
            </td>
            <td className={styles.price}>{formatMoney(item.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
