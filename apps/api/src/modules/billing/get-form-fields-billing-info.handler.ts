import { acceptedPaymentMethods } from '@bs/domain';
import { bankShape, cardShape } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { fieldDefinitions, text, type FieldSpec } from '../../kernel/enrollment/field-definitions';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';
import type { StoredPayment } from '../../kernel/payment/payment-info';
import { paymentMethodFor } from '../../kernel/payment/payment-method';

export const BANK_NAME_HELP = 'The bank name is filled in from the routing number.';
export const CARD_NUMBER_HELP = 'Card numbers are kept encrypted; only the last four digits are ever shown.';

/**
 * The billing form's fields: card fields when cards are offered (cc), bank fields when EFT is
 * (cc or eft), none for list and statement billing. Saved names, dates and address come back;
 * card and account numbers and the security code never do (saved instruments are offered by
 * get-existing-*-info, masked).
 */
export const getFormFieldsBillingInfo: Handler<'get-form-fields-billing-info'> = async ({ db, query }) => {
  const ctx = await wizardContext(db, query.enrollment_id);
  const offered = acceptedPaymentMethods(await paymentMethodFor(db, ctx.e));
  const card = offered.includes('cc');
  const bank = offered.includes('eft');
  const s = sectionOf<StoredPayment>(ctx, 'payment_info') ?? ({} as Partial<StoredPayment>);
  const [first = '', ...rest] = text(s.name_on_cc).split(' ');
  const f = (name: string, shown: boolean, value: string, more: Partial<FieldSpec> = {}): FieldSpec => ({
    name,
    shown,
    value,
    ...more,
  });
  return {
    result: fieldDefinitions([
      f('routing_number', bank, text(s.routing_number), { rule: bankShape.routing_number }),
      f('account_name', bank, text(s.account_name)),
      f('bank_name', bank, text(s.bank_name), { readOnly: true, message: BANK_NAME_HELP }),
      f('account_number', bank, ''),
      f('account_type', bank, text(s.account_type) || 'checking', { rule: bankShape.account_type }),
      f('account_holder_type', bank, text(s.account_holder_type) || 'individual', {
        rule: bankShape.account_holder_type,
      }),
      f('first_name_on_cc', card, first),
      f('last_name_on_cc', card, rest.join(' ')),
      f('card_number', card, '', { message: CARD_NUMBER_HELP }),
      f('expiration_month', card, text(s.expiration_month), { rule: cardShape.expiration_month }),
      f('expiration_year', card, text(s.expiration_year), { rule: cardShape.expiration_year }),
      f('security_code', card, ''),
      f('address1', card, text(s.address1)),
      f('address2', card, text(s.address2)),
      f('city', card, text(s.city)),
      f('state', card, text(s.state)),
      f('zip', card, text(s.zip), { rule: cardShape.zip }),
      f('is_physical_address', card, text(s.is_physical_address) || 'no'),
    ]),
  };
};
