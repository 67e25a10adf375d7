import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import type { StoredAgreement } from '../../kernel/agreement/evidence.repository';
import { agreementTexts } from '../../kernel/agreement/agreement-texts';
import { todayUs } from '../../kernel/agreement/signer';
import type { StoredPayment } from '../../kernel/payment/payment-info';
import { maskSealedSsn } from '../../kernel/enrollment/sensitive';
import type {
  StoredBeneficiary,
  StoredContact,
  StoredDependent,
  StoredPersonal,
} from '../../kernel/enrollment/stored-sections';
import { sectionOf, type WizardContext } from '../../kernel/steps/wizard-context';
import type { PricedCart } from '../../kernel/cart/cart-pricing.service';
import type { CartPay } from '../../kernel/pay/cart-pay';
import { toEoiSplit } from '../../kernel/eoi/cart-eoi';
import type { OptionEoi } from '../../kernel/eoi/eoi-split';
import { money, type ReceiptView } from './receipt-view';
import type { DataKey } from '../../kernel/crypto/data-key';

const fullName = (p: { first_name: string; middle_name?: string; last_name: string }) =>
  [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ');

function paymentOf(p: StoredPayment | undefined, lang: Language): ReceiptView['payment'] {
  switch (p?.payment_method) {
    case 'cc':
      return {
        method: t(lang, 'Credit Card'),
        detail: t(lang, 'Card {card}, expires {date}', {
          card: `${(p.brand ?? '').toUpperCase()} ${p.card_number ?? ''}`.trim(),
          date: `${p.expiration_month}/${p.expiration_year}`,
        }),
      };
    case 'eft':
      return {
        method: 'EFT',
        detail: t(lang, 'Account {account} at {bank}', {
          account: p.account_number ?? '',
          bank: p.bank_name ?? '',
        }),
      };
    case 'list':
    case 'elist':
      return { method: 'LIST', detail: t(lang, 'Billed to your group on its list bill.') };
    case 'stmt':
      return { method: 'STMT', detail: t(lang, 'Billed by statement.') };
    default:
      return { method: '', detail: '' };
  }
}

/** The receipt's content from the enrollment's sections (masked) and the priced cart. */
export function buildReceiptView(
  ctx: WizardContext,
  o: {
    brandName: string;
    policyId: string;
    cart: PricedCart;
    /** A group employee's pay fields (ADR 0033); undefined in individual stores. */
    pay?: CartPay;
    /** Each line's election above guaranteed issue (ADR 0037): the approved and the pending line. */
    eoi?: (OptionEoi | undefined)[];
    key: DataKey;
    lang: Language;
    /** The chosen option's name by ppid, in the receipt's language. */
    optionName?: (ppid: number) => string | undefined;
  },
): ReceiptView {
  const { key, lang } = o;
  const p = sectionOf<StoredPersonal>(ctx, 'primary_info')!;
  const c = sectionOf<StoredContact>(ctx, 'contact_info')!;
  const a = sectionOf<StoredAgreement>(ctx, 'aggrement_info');
  const relationship: Record<string, string> = { spouse: t(lang, 'Spouse'), child: t(lang, 'Child') };
  return {
    brandName: o.brandName,
    policyId: o.policyId,
    completedOn: todayUs(),
    effectiveDate: o.cart.effective_date,
    member: {
      name: `${p.first_name} ${p.last_name}`,
      birthdate: p.birthdate,
      ssn: maskSealedSsn(p.ssn_enc, key),
      email: c.email_address,
      phone: c.phone_number,
      address: [c.address1, c.address2, `${c.city}, ${c.state} ${c.zip}`].filter(Boolean).join(', '),
    },
    plans: o.cart.lines.map((l, i) => {
      const pay = o.pay?.lines[i];
      const eoi = o.eoi?.[i];
      return {
        name: l.plan_name,
        option: o.optionName?.(l.plan_pricing_id),
        price: money(l.monthly_cents + l.one_time_cents),
        ...(pay && { pay }),
        ...(eoi && { eoi: toEoiSplit(eoi, pay) }),
      };
    }),
    initialCost: money(o.cart.initial_cents),
    recurringCost: money(o.cart.recurring_cents),
    ...(o.pay?.total && { pay: o.pay.total }),
    beneficiaries: (sectionOf<StoredBeneficiary[]>(ctx, 'benificiary_info') ?? []).map((b) => ({
      name: fullName(b),
      relationship: b.relationship,
      percentage: b.beneficiary_percentage,
      ssn: maskSealedSsn(b.ssn_enc, key),
    })),
    dependents: (sectionOf<StoredDependent[]>(ctx, 'dependent_info') ?? []).map((d) => ({
      name: fullName(d.primary_info),
      relationship: relationship[d.primary_info.relationship] ?? d.primary_info.relationship,
      birthdate: d.primary_info.birthdate,
      ssn: maskSealedSsn(d.primary_info.ssn_enc, key),
    })),
    payment: paymentOf(sectionOf<StoredPayment>(ctx, 'payment_info'), lang),
    agreement: {
      signer: a?.signer_name ?? '',
      signedAt: a ? `${a.signed_at.slice(0, 16).replace('T', ' ')} UTC` : '',
      version: a?.texts_version ?? '',
      hash: a?.texts_hash ?? '',
      // The texts this person agreed to: the EFT ones only by someone paying from a bank account
      // (signed with the agreement, or on the billing step by a card payer who chose EFT).
      texts: agreementTexts(lang, {
        method: sectionOf<StoredPayment>(ctx, 'payment_info')?.payment_method === 'eft' ? 'eft' : 'cc',
      }).map((x) => x.text_head),
    },
    notes: (ctx.e.sections.review_info as { additional_notes?: string } | undefined)?.additional_notes ?? '',
  };
}
