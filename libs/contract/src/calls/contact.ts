import { z } from 'zod';
import { enrollmentId } from '../primitives';
import { flag, optionalText, phone10, REQUIRED, requiredText } from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as w from './wizard';

export const emailAddress = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(254, 'Must be at most 254 characters.')
    .email('Please enter a valid e-mail');

/**
 * Contact Information (spec §2, §3). state and zip are read-only: the quote's zip decides them
 * and the server keeps the quote's values. with_validation 1 (the USPS checkbox) checks the
 * city against the zip and answers the address in USPS standard form.
 */
export const contactInfoShape = {
  email_address: emailAddress(),
  phone_number: phone10(),
  address1: requiredText(100),
  address2: optionalText(100),
  city: requiredText(50),
  state: optionalText(2),
  zip: optionalText(5),
  with_validation: flag(),
};
export const contactInfoForm = z.object(contactInfoShape);
export type ContactInfoForm = z.input<typeof contactInfoForm>;
export type ContactInfo = z.output<typeof contactInfoForm>;

/** POST save-contact-info; errors name contact_info.<field>. */
export const saveContactInfoBody = z.object({ enrollment_id: enrollmentId, ...contactInfoShape });
export type SaveContactInfoBody = z.input<typeof saveContactInfoBody>;

/** The address as saved: USPS abbreviations (ST, AVE, APT, STE...) when with_validation was 1. */
export const standardAddress = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type StandardAddress = z.infer<typeof standardAddress>;
export const saveContactInfoResult = z.object({
  status: z.literal(true),
  message: z.string(),
  address: standardAddress,
});

/** POST validate-member-email and validate-email-neverbounce; errors on email. */
export const validateEmailBody = z.object({
  email: emailAddress(),
  /** validate-member-email: the enrollment whose member may keep their own e-mail. */
  enrollment_id: enrollmentId.optional(),
});
export type ValidateEmailBody = z.input<typeof validateEmailBody>;
export const validateEmailResult = z.object({
  result: z.object({
    /** The address as it will be stored (trimmed, domain lower-cased). */
    email: z.string(),
    /** found: the domain has mail servers; unknown: DNS could not answer in time (accepted). */
    mx: z.enum(['found', 'unknown', 'skipped']),
  }),
});
export type ValidateEmailResult = z.infer<typeof validateEmailResult>;

/** GET validate-phone-numverify?phone=: 10 digits (a leading 1 and punctuation are ignored). */
export const validatePhoneQuery = z.object({
  phone: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(20, 'Phone number must be 10 digits.')
    .regex(/^[\d\s()+.-]+$/, 'Phone number must be 10 digits.'),
});
export const validatePhoneResult = z.object({
  result: z.object({
    /** E.164, e.g. +12125550123. */
    number: z.string(),
    /** (212) 555-0123 */
    national_format: z.string(),
    country: z.string(),
    /** MOBILE, FIXED_LINE, FIXED_LINE_OR_MOBILE, TOLL_FREE...; null when unknown. */
    line_type: z.string().nullable(),
  }),
});
export type ValidatePhoneResult = z.infer<typeof validatePhoneResult>;

/** The schemas of the contact module's calls (apps/api/src/modules/contact, ADR 0030). */
export const contactCallSchemas = {
  'get-states': { data: w.states },
  'get-form-fields-contact-info': { query: p.enrollmentQuery, data: w.formFields },
  'save-contact-info': { body: saveContactInfoBody, data: saveContactInfoResult },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
