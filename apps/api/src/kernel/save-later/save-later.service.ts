import { createHash, randomInt } from 'node:crypto';
import { saveLaterDrafts, type SaveLaterTab } from '@bs/contract';
import type { HandlerContext } from '../handler';
import { ApiError, fieldError, invalid } from '../../http/errors';
import { STORE_PAGES } from '../../http/store-pages';
import { hashCode, normalizeEmail } from '../crypto/code-hash';
import { issueContinueLink } from '../access/continue-links.repository';
import { actorOf, recordChange } from '../enrollment/audit.repository';
import { wizardContext } from '../steps/wizard-context';
import { mailBrand, tenantForEnrollment } from '../mail/mail-brand';
import { keepDraft } from './draft-sections';
import { renderSaveLaterMail } from './save-later-mail';
import {
  insertCode,
  isRepeat,
  MAX_CODES_PER_HOUR,
  recentCodeCount,
  setSavedTab,
} from './save-later.repository';

// No 0/O, 1/I/L: the code is read from a mail and typed by a person.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 8 random characters shown as XXXX-XXXX (~40 bits; guessing is stopped by the continue rate limit). */
export function newCode(): string {
  const c = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${c.slice(0, 4)}-${c.slice(4)}`;
}

/** Draft errors are named as the step's own save names them: <section>.<field>, or the list's path. */
const draftTarget = (tab: SaveLaterTab, path: PropertyKey[]) =>
  (tab === 'benificiary_info' || tab === 'dependent_info' ? path : [tab, ...path]).map(String).join('.');

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
/** MM/DD/YYYY, as every date the store shows a person (both languages read it the US way). */
const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

type Ctx = Pick<
  HandlerContext<'save-enrollment'>,
  'db' | 'config' | 'mailer' | 'verify' | 'req' | 'body' | 'lang'
>;

/**
 * Save & Continue Later on a wizard step: keeps the step's values (`data`, checked by the
 * contract's draft of that tab; errors name <tab>.<field>), marks the tab to resume on, and
 * mails a fresh code plus a direct-continue link in the enrollment's branding. Codes are random,
 * stored as peppered hashes, expire after 30 days, at most 10 per enrollment and hour; the same
 * request repeated within a minute sends nothing new.
 */
export async function saveForLater({ db, config, mailer, verify, req, body, lang }: Ctx) {
  const tab = body.tab as SaveLaterTab;
  const draft = saveLaterDrafts[tab].safeParse(body.data ?? {});
  if (!draft.success)
    throw new ApiError(
      422,
      draft.error.issues.map((i) => ({
        target_element: draftTarget(tab, i.path),
        error_message: i.message,
      })),
    );
  const check = await verify.email.verify(body.email);
  if (!check.ok) throw invalid('email', check.message);
  const email = normalizeEmail(check.email);
  const requestKey = createHash('sha256')
    .update([body.enrollment_id, email, tab, JSON.stringify(body.data ?? {})].join('\u0000'))
    .digest('hex');
  const sent = await db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    const e = ctx.e;
    if (await isRepeat(tx, requestKey)) return false;
    if ((await recentCodeCount(tx, e.enrollment_id)) >= MAX_CODES_PER_HOUR)
      throw fieldError(
        429,
        'email',
        'Too many codes were sent for this enrollment. Please try again in an hour.',
      );
    if (Object.keys(body.data ?? {}).length) await keepDraft(tx, ctx, tab, draft.data, config.dataKey);
    await setSavedTab(tx, e.enrollment_id, tab);
    const code = newCode();
    const expires = await insertCode(tx, {
      enrollmentId: e.enrollment_id,
      email,
      codeHash: hashCode(code, config.codePepper),
      tab,
      requestKey,
    });
    const token = await issueContinueLink(tx, e.enrollment_id, tab, expires);
    const brand = mailBrand(await tenantForEnrollment(tx, e), config);
    // Rendered now, in the language the person used while saving: the outbox row holds the mail as sent.
    const mail = renderSaveLaterMail(
      {
        code,
        link: `${config.publicUrl}${brand.landing}/${STORE_PAGES.directContinue}/${b64url(token)}/${b64url(tab)}`,
        continueUrl: `${config.publicUrl}${brand.landing}/${STORE_PAGES.continueEnrollment}`,
        expiresOn: usDate(expires),
        brand,
      },
      lang,
    );
    await mailer.enqueue(tx, {
      kind: 'save_later',
      enrollmentId: e.enrollment_id,
      to: body.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    await recordChange(tx, e.enrollment_id, tab, 'save_later', actorOf(req, e.eprocess, config.dataKey));
    return true;
  });
  if (sent) mailer.kick();
  return { message: `Enrollment code sent to ${body.email}`, email: body.email };
}
