import type { PaymentMethod } from '@bs/contract';
import type { Queryable } from '../../db';
import type { EnrollmentRow } from '../enrollment/enrollment.repository';

/** Rule: the group's payment method, else its agent's, else credit card (cc also offers EFT). */
export async function paymentMethodFor(db: Queryable, e: Pick<EnrollmentRow, 'agent_id' | 'group_id'>) {
  const [row] = await db.query<{ method: PaymentMethod | null }>(
    `SELECT COALESCE((SELECT payment_method FROM groups WHERE group_id = $1),
                     (SELECT payment_method FROM agents WHERE agent_id = $2)) AS method`,
    [e.group_id, e.agent_id],
  );
  return row?.method ?? 'cc';
}

/** List and statement billing: the group pays its bill, so the person gives no card or account. */
export const billedByGroup = (method: PaymentMethod | undefined | null) =>
  method === 'list' || method === 'elist' || method === 'stmt';
