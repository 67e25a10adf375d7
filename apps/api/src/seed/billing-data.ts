import { cardBrand } from '@bs/contract';
import { loadRoutingDirectory, readDemoDirectory } from '../kernel/payment/routing-directory';
import { sealJson, type DataKey } from '../kernel/crypto/data-key';
import type { Queryable } from '../db/types';

/**
 * Saved payment instruments of the demo members (offered as existing cards and bank accounts when
 * a rep enrolls them again). Card numbers are the card networks' published test numbers; account
 * numbers are made up. Routing numbers are real (they are in the shipped FedACH demo directory).
 */
const expYear = () => String(new Date().getUTCFullYear() + 3);
export const DEMO_INSTRUMENTS = [
  { user_id: 5001, kind: 'card', holder: 'Maria Lopez', number: '4111111111111111', exp_month: '08' },
  { user_id: 5001, kind: 'bank', holder: 'Maria Lopez', number: '000123456789', routing: '021000021' },
  { user_id: 5002, kind: 'card', holder: 'James Carter', number: '5555555555554444', exp_month: '11' },
  {
    user_id: 5003,
    kind: 'bank',
    holder: 'Aisha Khan',
    number: '4400012345',
    routing: '121000248',
    type: 'savings',
  },
  { user_id: 5004, kind: 'bank', holder: 'Tom Nguyen', number: '7700123456', routing: '091000022' },
  { user_id: 5004, kind: 'card', holder: 'Tom Nguyen', number: '378282246310005', exp_month: '02' },
] as const;

/**
 * The routing directory (from src/seed/routing/fedach-demo.txt) and the demo instruments.
 * Idempotent: an instrument is found again by member, kind and last four digits and re-sealed
 * with the current DATA_KEY (ids stay, so saved enrollments keep pointing at them).
 */
export async function seedBillingData(tx: Queryable, dataKey: DataKey): Promise<void> {
  await loadRoutingDirectory(tx, readDemoDirectory());
  for (const i of DEMO_INSTRUMENTS) {
    const isCard = i.kind === 'card';
    const bankName = isCard
      ? null
      : ((
          await tx.query<{ customer_name: string }>(
            'SELECT customer_name FROM routing_directory WHERE routing_number = $1',
            [i.routing],
          )
        )[0]?.customer_name ?? '');
    const values = [
      i.user_id,
      i.kind,
      i.holder,
      sealJson(i.number, dataKey),
      i.number.slice(-4),
      isCard ? cardBrand(i.number) : null,
      isCard ? i.exp_month : null,
      isCard ? expYear() : null,
      isCard ? null : i.routing,
      bankName,
      isCard ? null : 'type' in i ? i.type : 'checking',
      isCard ? null : 'individual',
    ];
    const updated = await tx.query(
      `UPDATE payment_instruments SET holder_name=$3, number_enc=$4, brand=$6, exp_month=$7, exp_year=$8, routing_number=$9,
         bank_name=$10, account_type=$11, account_holder_type=$12
       WHERE user_id=$1 AND kind=$2 AND last4=$5 AND enrollment_id IS NULL RETURNING instrument_id`,
      values,
    );
    if (!updated.length)
      await tx.query(
        `INSERT INTO payment_instruments (user_id, kind, holder_name, number_enc, last4, brand, exp_month, exp_year,
           routing_number, bank_name, account_type, account_holder_type) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
        values,
      );
  }
}
