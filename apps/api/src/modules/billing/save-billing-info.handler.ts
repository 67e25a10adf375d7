import { ROUTING_UNKNOWN_MESSAGE } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { saveSection } from '../../kernel/enrollment/save-section';
import type { StoredContact } from '../../kernel/enrollment/stored-sections';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';
import { saveEnrollmentInstrument } from '../../kernel/payment/instruments.repository';
import { paymentSummary, type StoredPayment } from '../../kernel/payment/payment-info';
import { offeredAndAgreed } from './eft-terms';
import { bankNameOf } from '../../kernel/payment/routing-directory';

/**
 * Saves Billing Information. A card or account number is sealed into payment_instruments and the
 * section keeps only the masked summary; the card's security code was checked by the contract
 * and is dropped here (never stored, logged or audited). The bank name comes from the routing
 * directory, whatever the form sent. A card payer choosing EFT agrees to its terms here. 'Choose physical address' takes the contact address.
 */
export const saveBillingInfo: Handler<'save-billing-info'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    const eft_terms = await offeredAndAgreed(tx, ctx.e, body);
    let stored: StoredPayment;
    if (body.payment_method === 'eft') {
      const bank_name = await bankNameOf(tx, body.routing_number);
      if (!bank_name) throw invalid('payment_info.routing_number', ROUTING_UNKNOWN_MESSAGE);
      const row = await saveEnrollmentInstrument(tx, ctx.e.enrollment_id, config.dataKey, {
        kind: 'bank',
        holder_name: body.account_name,
        number: body.account_number,
        routing_number: body.routing_number,
        bank_name,
        account_type: body.account_type,
        account_holder_type: body.account_holder_type,
      });
      stored = { ...paymentSummary('eft', row), ...(eft_terms && { eft_terms }) };
    } else if (body.payment_method === 'cc') {
      const contact = sectionOf<StoredContact>(ctx, 'contact_info');
      const physical = body.is_physical_address === 'yes' && contact;
      const address = physical
        ? pick(contact, ['address1', 'address2', 'city', 'state', 'zip'])
        : {
            address1: body.address1,
            address2: body.address2 ?? '',
            city: body.city,
            state: body.state,
            zip: body.zip,
          };
      const row = await saveEnrollmentInstrument(tx, ctx.e.enrollment_id, config.dataKey, {
        kind: 'card',
        holder_name: `${body.first_name_on_cc} ${body.last_name_on_cc}`,
        number: body.card_number,
        exp_month: body.expiration_month,
        exp_year: body.expiration_year,
        billing_address: address,
      });
      stored = paymentSummary('cc', row, physical ? 'yes' : 'no');
    } else {
      stored = { payment_method: body.payment_method };
    }
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'payment_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Billing information saved.' };
  });

const pick = (o: StoredContact, keys: (keyof StoredContact)[]) =>
  Object.fromEntries(keys.map((k) => [k, String(o[k] ?? '')])) as Record<string, string>;
