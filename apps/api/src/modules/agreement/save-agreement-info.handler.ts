import { REQUIRED, SIGNATURE_REQUIRED, type FieldError } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { throwIfAny } from '../../kernel/enrollment/required-fields';
import { saveSection } from '../../kernel/enrollment/save-section';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { AGREEMENT_VERSION, agreementTexts, textsHash } from '../../kernel/agreement/agreement-texts';
import { insertEvidence, type StoredAgreement } from '../../kernel/agreement/evidence.repository';
import { paymentMethodFor } from '../../kernel/payment/payment-method';
import {
  applicantName,
  brokerAndGroup,
  sameAnswer,
  sameName,
  SIGNER_FIELDS,
  signerOf,
  todayUs,
  verificationOf,
} from '../../kernel/agreement/signer';

export const WRONG_SIGNER = 'This enrollment is signed by someone else. Please reload the page.';
export const TEXTS_CHANGED = 'The agreement text has changed. Please read it and accept it again.';
export const WRONG_ANSWER = 'The verification answer does not match our records.';
export const WRONG_NAME = 'Please type your full name as entered on Personal Information.';
export const NOT_A_PNG = 'The signature must be a PNG image.';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const err = (field: string, message: string): FieldError => ({
  target_element: `aggrement_info.${field}`,
  error_message: message,
});

/**
 * Signs the enrollment: every required text ticked in its current version, the signer's fields,
 * the verification answer, the drawn signature. Keeps an evidence record (ADR 0009: image,
 * signer and role, the exact texts with version and hashes, time, IP, user agent) and points
 * the aggrement_info section at it.
 */
export const saveAgreementInfo: Handler<'save-agreement-info'> = async ({ db, body, config, lang, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    const signer = signerOf(ctx);
    if (body.eprocess !== signer) throw invalid('aggrement_info.eprocess', WRONG_SIGNER);
    const texts = agreementTexts(lang, { method: await paymentMethodFor(tx, ctx.e) });
    const errors: FieldError[] = [];
    texts.forEach((text, n) => {
      const ticked = body.agreed.find((a) => a.text_id === text.text_id);
      if (text.text_required && !ticked) errors.push(err(`agreements.${n}`, REQUIRED));
      else if (ticked && ticked.version !== AGREEMENT_VERSION)
        errors.push(err(`agreements.${n}`, TEXTS_CHANGED));
    });
    const fields = new Set(SIGNER_FIELDS[signer]);
    if (fields.has('answer') && !body.answer)
      errors.push({ target_element: 'answer', error_message: REQUIRED });
    if (fields.has('user_name') && !body.user_name) errors.push(err('user_name', REQUIRED));
    let png: Buffer | null = null;
    if (body.signature) {
      png = Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64');
      if (!png.subarray(0, 8).equals(PNG_MAGIC)) errors.push(err('signature', NOT_A_PNG));
    } else if (fields.has('signature')) errors.push(err('signature', SIGNATURE_REQUIRED));
    const v = verificationOf(ctx, signer, lang);
    if (v && body.answer && !sameAnswer(body.answer, v.expected))
      errors.push({ target_element: 'answer', error_message: WRONG_ANSWER });
    const name = applicantName(ctx);
    if (signer === 'applicant' && body.user_name && !sameName(body.user_name, name))
      errors.push(err('user_name', WRONG_NAME));
    throwIfAny(errors);

    const org = await brokerAndGroup(tx, ctx);
    const signerName =
      signer === 'rep' ? org.agent_name : signer === 'group' ? org.group_name : (body.user_name ?? name);
    const signedAt = new Date();
    const ua = req.headers['user-agent'];
    const id = await insertEvidence(tx, {
      enrollment_id: ctx.e.enrollment_id,
      signer_role: signer,
      signer_name: signerName,
      agent_id: signer === 'rep' ? ctx.e.agent_id : null,
      group_id: signer === 'group' ? ctx.e.group_id : null,
      user_id: ctx.e.user_id,
      verification_question: v?.question ?? '',
      verification_passed: v !== undefined,
      language: lang,
      texts_version: AGREEMENT_VERSION,
      texts_hash: textsHash(texts),
      texts,
      signature_png: png,
      signed_at: signedAt,
      ip: req.ip,
      user_agent: typeof ua === 'string' ? ua.slice(0, 500) : '',
    });
    const stored: StoredAgreement = {
      eprocess: signer,
      signature_id: id,
      signer_name: signerName,
      signed_at: signedAt.toISOString(),
      texts_version: AGREEMENT_VERSION,
      texts_hash: textsHash(texts),
      date: todayUs(signedAt),
    };
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'aggrement_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Agreement signed.' };
  });
