import { revokeContinueLinks } from '../../kernel/access/continue-links.repository';
import { markCensusEnrolled } from '../../kernel/census/census-progress';
import type { Receipt } from '@bs/contract';
import type { HandlerContext } from '../../kernel/handler';
import type { Queryable } from '../../db';
import { invalid } from '../../http/errors';
import { adoptInstruments } from '../../kernel/payment/instruments.repository';
import { actorOf, recordChange } from '../../kernel/enrollment/audit.repository';
import { checkTotal } from '../../kernel/steps/beneficiary-total';
import { throwIfAny } from '../../kernel/enrollment/required-fields';
import type {
  StoredBeneficiary,
  StoredContact,
  StoredDependent,
  StoredHealth,
  StoredPersonal,
} from '../../kernel/enrollment/stored-sections';
import { sectionOf, wizardContext, type WizardContext } from '../../kernel/steps/wizard-context';
import { mailBrandFor } from '../../kernel/mail/mail-brand';
import { pricedCartWithPay } from '../../kernel/eoi/priced-cart';
import type { CartPay } from '../../kernel/pay/cart-pay';
import type { PricedCart } from '../../kernel/cart/cart-pricing.service';
import { openCase } from '../../kernel/eoi/eoi.repository';
import { eoiQuestionnaire } from '../../kernel/eoi/eoi-questions.repository';
import { answersForPlan } from '../../kernel/eoi/eoi-answers';
import { viewHealth } from '../../kernel/enrollment/stored-sections';
import type { OptionEoi } from '../../kernel/eoi/eoi-split';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { requireWindowAtCompletion } from '../../kernel/enrollment-windows/enrollment-gate';
import { catalogue } from '../../kernel/catalogue/catalogue-cache';
import { isoDate, writeCoverage, writeMember } from './member-writer';
import { decideMemberWrite } from '../../kernel/enrollment/member-write-decision';
import { ssnIndexOfSealed } from '../../kernel/enrollment/member-match';
import { principalOf } from '../../kernel/access/principal';
import { newPolicyId } from './policy-id';
import { buildReceiptView } from './build-receipt-view';
import { receiptLinks } from './receipt-links';
import { renderReceiptMail } from './receipt-mail';
import { receiptPdf } from './receipt-pdf';
import { missingTabs, savedSections } from './required-tabs';

type Ctx = Pick<HandlerContext<'complete-enrollment'>, 'db' | 'config' | 'mailer' | 'lang' | 'req' | 'body'>;

export const EMPTY_CART = 'Your cart is empty. Please add a plan first.';
export const NO_EFFECTIVE_DATE = 'Please choose an effective date';

/** The receipt of a completed enrollment, or undefined when it is not completed. */
export async function findReceipt(db: Queryable, enrollmentId: string): Promise<Receipt | undefined> {
  const [row] = await db.query<Receipt>(
    `SELECT e.policy_id, m.first_name || ' ' || m.last_name AS name
     FROM enrollments e JOIN members m ON m.user_id = e.member_user_id
     WHERE e.enrollment_id = $1 AND e.completed_at IS NOT NULL`,
    [enrollmentId],
  );
  return row;
}

/**
 * Completes an enrollment in one transaction (DESIGN §4 'Receipt'). The enrollment row is locked
 * first and its completed marker checked, so a double click or a retry waits for the first call
 * and answers its receipt: one member, one policy id, one pair of receipt mails.
 */
export async function completeEnrollment({ db, config, mailer, lang, req, body }: Ctx): Promise<Receipt> {
  let queued = false;
  const receipt = await db.transaction(async (tx) => {
    // Lock the row first: a second call waits here, then finds the first one's receipt.
    await tx.query('SELECT 1 FROM enrollments WHERE enrollment_id = $1 FOR UPDATE', [body.enrollment_id]);
    const done = await findReceipt(tx, body.enrollment_id);
    if (done) return done;
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    throwIfAny(missingTabs(ctx, await savedSections(tx, ctx.e.enrollment_id)));
    // A kept draft (save-later, or the list kept after each add) may stand under 100% after the
    // step's own save: the shares are checked again here, where they start to pay out.
    if (ctx.tabs.beneficiary_info) checkTotal(sectionOf<StoredBeneficiary[]>(ctx, 'benificiary_info') ?? []);
    if (!ctx.e.effective_date) throw invalid('effective_date', NO_EFFECTIVE_DATE);
    // The cart was filled within a window that may have closed since (ADR 0034).
    await requireWindowAtCompletion(tx, ctx.e, ctx.e.effective_date);
    const { cart, pay, eoi } = await pricedCartWithPay(tx, ctx.e, ctx.e.effective_date);
    if (!cart.lines.length) throw invalid('enrollment_id', EMPTY_CART);

    const personal = sectionOf<StoredPersonal>(ctx, 'primary_info')!;
    const contact = sectionOf<StoredContact>(ctx, 'contact_info')!;
    // Only a proven person changes a person (ADR 0024): one decision for every writer below.
    const decision = await decideMemberWrite(tx, {
      groupId: ctx.e.group_id,
      enrollmentId: ctx.e.enrollment_id,
      ssnIndex: ssnIndexOfSealed(personal.ssn_enc, config.dataKey, config.codePepper),
      email: contact.email_address,
      firstName: personal.first_name,
      lastName: personal.last_name,
      dob: isoDate(personal.birthdate),
      enrollmentMember: ctx.member,
      principal: await principalOf(req, tx),
    });
    const userId = await writeMember(
      tx,
      ctx,
      {
        personal,
        contact,
        beneficiaries: ctx.tabs.beneficiary_info
          ? sectionOf<StoredBeneficiary[]>(ctx, 'benificiary_info')
          : undefined,
        dependents: ctx.tabs.dependent_info ? sectionOf<StoredDependent[]>(ctx, 'dependent_info') : undefined,
        health: ctx.tabs.primary_health_info ? sectionOf<StoredHealth>(ctx, 'health_info') : undefined,
      },
      decision,
      config,
    );
    const policyId = newPolicyId();
    await writeCoverage(tx, userId, ctx.e.enrollment_id, policyId, ctx.e.effective_date, cart.lines);
    await adoptInstruments(tx, ctx.e.enrollment_id, userId);
    // Cover above guaranteed issue, an increase or a late entry waits for the carrier: one pending
    // case per such plan (ADR 0037, 0039), sealed with its plan's answers to the EOI step.
    const eoiAnswers = ctx.tabs.eoi_info
      ? viewHealth(sectionOf<StoredHealth>(ctx, 'eoi_info'), config.dataKey)
      : null;
    const planOf = eoiAnswers ? (await eoiQuestionnaire(tx, ctx.eoiPlans)).planOf : new Map<number, number>();
    for (const s of eoi.filter((x) => x !== undefined)) {
      const planId = cart.lines[eoi.indexOf(s)]!.plan_id;
      await openCase(tx, config.dataKey, {
        memberUserId: userId,
        planId,
        ...(eoiAnswers && { answers: answersForPlan(eoiAnswers, planOf, planId) }),
        election: { elected: s.elected, currentApproved: s.currentApproved, lateEntrant: s.lateEntrant },
        today: todayUtc(),
        // An increase belongs to the coverage it adds to; a first election to this enrollment's.
        enrollmentId: s.heldEnrollmentId !== undefined ? s.heldEnrollmentId : ctx.e.enrollment_id,
      });
    }
    await tx.query(
      `UPDATE enrollments SET completed_at = now(), policy_id = $2, member_user_id = $3, completed_lang = $4, updated_at = now()
       WHERE enrollment_id = $1`,
      [ctx.e.enrollment_id, policyId, userId, lang],
    );
    // The mailed links die with completion: continuing now only shows that it is complete.
    await revokeContinueLinks(tx, ctx.e.enrollment_id);
    // An invited employee's enrollment: the group's board now shows them enrolled.
    await markCensusEnrolled(tx, ctx.e.enrollment_id);
    await recordChange(tx, ctx.e.enrollment_id, 'enrollment', 'complete', actorOf(req, ctx.e.eprocess, null));
    queued = await queueReceiptMails(tx, ctx, { policyId, cart, pay, eoi, ...{ config, mailer, lang } });
    return { policy_id: policyId, name: `${personal.first_name} ${personal.last_name}` };
  });
  if (queued) mailer.kick();
  return receipt;
}

/** The 'Enrollment Receipt' to the member and a copy to the rep (or the group for group enrollments). */
async function queueReceiptMails(
  tx: Queryable,
  ctx: WizardContext,
  o: Pick<Ctx, 'config' | 'mailer' | 'lang'> & {
    policyId: string;
    cart: PricedCart;
    pay: CartPay | undefined;
    eoi: (OptionEoi | undefined)[];
  },
): Promise<boolean> {
  const brand = await mailBrandFor(tx, o.config, ctx.e);
  const cat = await catalogue(tx);
  const view = buildReceiptView(ctx, {
    brandName: brand.name,
    policyId: o.policyId,
    cart: o.cart,
    pay: o.pay,
    eoi: o.eoi,
    key: o.config.dataKey,
    lang: o.lang,
    optionName: (ppid) => cat.optionName(ppid, o.lang)?.name,
  });
  const links = await receiptLinks(tx, o.config, {
    brand,
    lang: o.lang,
    planIds: o.cart.lines.map((l) => l.plan_id),
  });
  const mail = renderReceiptMail(view, brand, o.lang, links);
  const pdf = await receiptPdf(view, o.lang);
  const [org] = await tx.query<{ agent_email: string; group_email: string }>(
    `SELECT COALESCE(NULLIF(a.email, ''), a.display_email) AS agent_email, COALESCE(NULLIF(g.email, ''), g.display_email) AS group_email
     FROM agents a, groups g WHERE a.agent_id = $1 AND g.group_id = $2`,
    [ctx.e.agent_id, ctx.e.group_id],
  );
  const copyTo = ctx.e.eprocess === 'group' ? org?.group_email : org?.agent_email;
  const to = [view.member.email, copyTo].filter((x): x is string => Boolean(x));
  for (const address of new Set(to))
    await o.mailer.enqueue(tx, {
      kind: 'receipt',
      enrollmentId: ctx.e.enrollment_id,
      to: address,
      ...mail,
      attachments: [
        { filename: `enrollment-${o.policyId}.pdf`, contentType: 'application/pdf', content: pdf },
      ],
    });
  return to.length > 0;
}
