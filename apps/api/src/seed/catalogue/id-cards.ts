import type { Queryable } from '../../db/types';

/**
 * The demo catalogue's ID-card terms (issue 30, ADR 0038): the categories whose carrier issues a
 * member ID card (the card is shown at the dentist, the optician, the doctor or the pharmacy
 * counter; life, disability and cash-benefit plans pay the member and have none), and the
 * member-services phone of each such plan's carrier, printed on the card. Fictional numbers
 * (555-01xx).
 */
export const ID_CARD_CATEGORIES = ['medical', 'limitedmed', 'dental', 'vision', 'rx'] as const;

export const CARRIER_PHONES: Readonly<Record<string, string>> = {
  'BrightSmile Dental Co.': '1-800-555-0134',
  'SmileWise Insurance': '1-800-555-0142',
  'ClearView Vision': '1-800-555-0156',
  'FocusPoint Vision': '1-800-555-0163',
  'Summit Health Insurance': '1-800-555-0171',
  'Horizon Health': '1-800-555-0178',
  'Essential Benefits Life': '1-800-555-0185',
  'CoreCare Mutual': '1-800-555-0189',
  'RxSaver Networks': '1-800-555-0192',
  'PillPath Pharmacy Benefits': '1-800-555-0197',
};

/** Sets each plan's card flag from its category and each carrier's phone (idempotent). */
export async function seedIdCardTerms(tx: Queryable): Promise<void> {
  await tx.query('UPDATE plans SET id_card = (category = ANY($1::text[]))', [[...ID_CARD_CATEGORIES]]);
  await tx.query(
    `UPDATE carriers c SET member_phone = x.phone
       FROM jsonb_each_text($1::jsonb) AS x(name, phone) WHERE c.name = x.name`,
    [JSON.stringify(CARRIER_PHONES)],
  );
}
