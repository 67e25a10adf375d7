import type { EoiSplit, ShopPay } from '@bs/contract';

/**
 * Everything the receipt (mail and PDF) shows, already masked: SSNs *****1234, cards xxxxxx1234,
 * accounts xxxxx1234. Built once at completion from the enrollment; nothing sealed is opened
 * except to mask it.
 */
export type ReceiptView = {
  brandName: string;
  policyId: string;
  /** MM/DD/YYYY */
  completedOn: string;
  effectiveDate: string;
  member: {
    name: string;
    birthdate: string;
    ssn: string;
    email: string;
    phone: string;
    address: string;
  };
  /** The plan's name and the chosen option's, in the receipt's language (English where untranslated). */
  plans: { name: string; option?: string; price: string; pay?: ShopPay; eoi?: EoiSplit }[];
  initialCost: string;
  recurringCost: string;
  /** A group employee's total per paycheck (ADR 0033), when every line has one. */
  pay?: ShopPay;
  beneficiaries: { name: string; relationship: string; percentage: string; ssn: string }[];
  dependents: { name: string; relationship: string; birthdate: string; ssn: string }[];
  /** e.g. 'Credit Card' and 'VISA xxxxxx1111, expires 04/2029'. */
  payment: { method: string; detail: string };
  agreement: { signer: string; signedAt: string; version: string; hash: string; texts: string[] };
  notes: string;
};

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
