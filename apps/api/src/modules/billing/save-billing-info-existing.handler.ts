import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { saveSection } from '../../kernel/enrollment/save-section';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { usableInstruments } from '../../kernel/payment/instruments.repository';
import { paymentSummary } from '../../kernel/payment/payment-info';
import { offeredAndAgreed } from './eft-terms';

export const CHOOSE_CARD = 'Please choose one of your saved cards.';
export const CHOOSE_BANK = 'Please choose one of your saved bank accounts.';

/**
 * Pays with a saved card or bank account (get-existing-*-info): only the member's own or one
 * entered in this enrollment. For a bank, the chosen account and holder types are kept on the
 * enrollment's summary, with the EFT terms a card payer agreed to. A security code sent with a saved card is checked by the contract and dropped.
 */
export const saveBillingInfoExisting: Handler<'save-billing-info-existing'> = async ({
  db,
  body,
  config,
  req,
}) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    const eft_terms = await offeredAndAgreed(tx, ctx.e, body);
    const kind = body.payment_method === 'cc' ? 'card' : 'bank';
    const id = body.payment_method === 'cc' ? body.card_id : body.bank_id;
    const row = (await usableInstruments(tx, kind, ctx.e.enrollment_id, ctx.e.user_id)).find(
      (r) => r.instrument_id === id,
    );
    if (!row)
      throw body.payment_method === 'cc'
        ? invalid('payment_info.card_id', CHOOSE_CARD)
        : invalid('payment_info.bank_id', CHOOSE_BANK);
    const summary = paymentSummary(body.payment_method, row);
    const stored =
      body.payment_method === 'eft'
        ? {
            ...summary,
            account_type: body.account_type,
            account_holder_type: body.account_holder_type,
            ...(eft_terms && { eft_terms }),
          }
        : summary;
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'payment_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Billing information saved.' };
  });
