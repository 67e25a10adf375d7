import { z } from 'zod';
import { enrollmentId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as w from './wizard';

/**
 * One agreement text (get-agreement-texts). text_id and version name the text for good; hash is
 * the SHA-256 (hex) of `text_head + "\n\n" + text_body` as shown, in the request's language, so
 * the signer's evidence names the exact words agreed. text_required 1: its checkbox must be ticked.
 */
export const agreementText = z.object({
  text_id: z.string(),
  version: z.string(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  text_head: z.string(),
  text_body: z.string(),
  text_required: z.union([z.literal(0), z.literal(1)]),
});
export type AgreementText = z.infer<typeof agreementText>;

/** GET get-agreement-texts: the texts in order, plus the version of the whole set. */
export const agreementTexts = z.object({
  result: z.array(agreementText),
  version: z.string(),
  language: z.enum(['en', 'es']),
});
export type AgreementTexts = z.infer<typeof agreementTexts>;

/**
 * Who signs (spec §4): rep when the broker fields are required, else group when the group fields
 * are, else applicant when user_name is, else sigapplicant when only the signature is (an
 * existing member). get-form-fields-agreement-info marks the fields; the server checks that the
 * eprocess sent is the one its fields imply.
 */
export const AGREEMENT_SIGNERS = ['rep', 'group', 'applicant', 'sigapplicant'] as const;
export const agreementSigner = z.enum(AGREEMENT_SIGNERS, { error: 'Please choose who signs.' });
export type AgreementSigner = z.infer<typeof agreementSigner>;

/** The fields of get-form-fields-agreement-info (field definitions, like the other steps). */
export const AGREEMENT_FIELDS = [
  'question_id',
  'question',
  'answer',
  'verification_code',
  'date',
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
  'user_name',
  'signature',
] as const;
export type AgreementField = (typeof AGREEMENT_FIELDS)[number];

/** The spec's fixed messages (spec §8). */
export const SIGNATURE_REQUIRED = 'signature is required';

/** A drawn signature: a PNG data URL of at most ~500 KB. */
export const signaturePng = z
  .string()
  .max(700_000, 'The signature image is too large.')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'The signature must be a PNG image.');

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`).optional();

/** A text the signer ticked: its id and the version shown (from get-agreement-texts). */
export const agreedText = z.object({
  text_id: z.string().min(1).max(60),
  version: z.string().min(1).max(40),
});

/**
 * POST save-agreement-info. Fields not required for this signer may be left out; required ones
 * must be given ('This field is required.'). agreed lists every ticked text. Errors:
 * aggrement_info.agreements.<n> 'This field is required.' for an unticked required text (n = its
 * index in get-agreement-texts), aggrement_info.signature 'signature is required', `answer` for a
 * wrong verification answer (spec §8: shown separately), aggrement_info.<field> otherwise.
 * Read-only fields (question, date, broker and group name/code) are taken from the server, not
 * from the body. The server keeps an evidence record of the signature (ADR 0009).
 */
export const saveAgreementInfoBody = z.object({
  enrollment_id: enrollmentId,
  eprocess: agreementSigner,
  question_id: text(20),
  question: text(200),
  answer: text(100),
  verification_code: text(20),
  date: text(10),
  agent_name: text(120),
  agent_code: text(40),
  group_name: text(120),
  group_code: text(40),
  user_name: text(120),
  signature: z.union([z.literal(''), signaturePng]).optional(),
  agreed: z.array(agreedText).max(20),
});
export type SaveAgreementInfoBody = z.input<typeof saveAgreementInfoBody>;

/**
 * The Agreement step's form in the browser: one checkbox per text (agreements.<n>, each must be
 * ticked when required) plus the signer's fields. The wizard turns it into the body above.
 */
export const agreementForm = z.object({
  agreements: z.array(z.boolean()),
  answer: text(100),
  user_name: text(120),
  signature: z.string().optional(),
});
export type AgreementForm = z.input<typeof agreementForm>;

/** The schemas of the agreement module's calls (apps/api/src/modules/agreement, ADR 0030). */
export const agreementCallSchemas = {
  'get-agreement-texts': { query: p.enrollmentQuery, data: agreementTexts },
  'get-form-fields-agreement-info': { query: p.enrollmentQuery, data: w.formFields },
  'save-agreement-info': { body: saveAgreementInfoBody, data: w.saveStatus },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
