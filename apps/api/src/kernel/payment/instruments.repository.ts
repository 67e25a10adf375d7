import { cardBrand, maskAccount, maskCard, type ExistingBank, type ExistingCard } from '@bs/contract';
import type { Queryable } from '../../db';
import { sealJson, type DataKey } from '../crypto/data-key';

/** A saved card or bank account as stored: the number only sealed, last4 for the masks. */
export type InstrumentRow = {
  instrument_id: number;
  user_id: number | null;
  enrollment_id: string | null;
  kind: 'card' | 'bank';
  holder_name: string;
  last4: string;
  brand: string | null;
  exp_month: string | null;
  exp_year: string | null;
  routing_number: string | null;
  bank_name: string | null;
  account_type: 'checking' | 'savings' | null;
  account_holder_type: 'individual' | 'company' | null;
  billing_address: Record<string, string> | null;
};

const COLUMNS = `instrument_id, user_id, enrollment_id, kind, holder_name, last4, brand, exp_month, exp_year,
  routing_number, bank_name, account_type, account_holder_type, billing_address`;

export type NewCard = {
  holder_name: string;
  number: string;
  exp_month: string;
  exp_year: string;
  billing_address: Record<string, string>;
};
export type NewBank = {
  holder_name: string;
  number: string;
  routing_number: string;
  bank_name: string;
  account_type: 'checking' | 'savings';
  account_holder_type: 'individual' | 'company';
};

/**
 * Keeps one new instrument per enrollment and kind: a second save replaces the first (a person
 * correcting a typo must not leave the wrong number on file). Answers its id.
 */
export async function saveEnrollmentInstrument(
  db: Queryable,
  enrollmentId: string,
  key: DataKey,
  i: ({ kind: 'card' } & NewCard) | ({ kind: 'bank' } & NewBank),
): Promise<InstrumentRow> {
  await db.query(
    'DELETE FROM payment_instruments WHERE enrollment_id = $1 AND user_id IS NULL AND kind = $2',
    [enrollmentId, i.kind],
  );
  const [row] = await db.query<InstrumentRow>(
    `INSERT INTO payment_instruments (enrollment_id, kind, holder_name, number_enc, last4, brand, exp_month, exp_year,
       routing_number, bank_name, account_type, account_holder_type, billing_address)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13::jsonb) RETURNING ${COLUMNS}`,
    [
      enrollmentId,
      i.kind,
      i.holder_name,
      sealJson(i.number, key),
      i.number.slice(-4),
      i.kind === 'card' ? cardBrand(i.number) : null,
      i.kind === 'card' ? i.exp_month : null,
      i.kind === 'card' ? i.exp_year : null,
      i.kind === 'bank' ? i.routing_number : null,
      i.kind === 'bank' ? i.bank_name : null,
      i.kind === 'bank' ? i.account_type : null,
      i.kind === 'bank' ? i.account_holder_type : null,
      i.kind === 'card' ? JSON.stringify(i.billing_address) : null,
    ],
  );
  return row!;
}

/** The instruments a person may reuse on this enrollment: the member's and the ones entered in it. */
export async function usableInstruments(
  db: Queryable,
  kind: 'card' | 'bank',
  enrollmentId: string,
  userId: number | null,
): Promise<InstrumentRow[]> {
  return db.query<InstrumentRow>(
    `SELECT ${COLUMNS} FROM payment_instruments
     WHERE kind = $1 AND ((user_id IS NULL AND enrollment_id = $2) OR (user_id IS NOT NULL AND user_id = $3))
     ORDER BY instrument_id`,
    [kind, enrollmentId, userId ?? -1],
  );
}

export const cardView = (r: InstrumentRow): ExistingCard => ({
  card_id: r.instrument_id,
  name_on_cc: r.holder_name,
  card_number: maskCard(r.last4),
  brand: (r.brand ?? 'other') as ExistingCard['brand'],
  expiration_month: r.exp_month ?? '',
  expiration_year: r.exp_year ?? '',
});

export const bankView = (r: InstrumentRow): ExistingBank => ({
  bank_id: r.instrument_id,
  account_name: r.holder_name,
  bank_name: r.bank_name ?? '',
  account_number: maskAccount(r.last4),
  account_type: r.account_type ?? 'checking',
  account_holder_type: r.account_holder_type ?? 'individual',
});

/** Gives the enrollment's new instruments to the member it became (completion). */
export async function adoptInstruments(db: Queryable, enrollmentId: string, userId: number): Promise<void> {
  await db.query('UPDATE payment_instruments SET user_id = $2 WHERE enrollment_id = $1 AND user_id IS NULL', [
    enrollmentId,
    userId,
  ]);
}
