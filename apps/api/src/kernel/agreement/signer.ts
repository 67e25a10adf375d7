import type { AgreementField, AgreementSigner } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import type { Queryable } from '../../db';
import type { StoredContact, StoredPersonal } from '../enrollment/stored-sections';
import { sectionOf, type WizardContext } from '../steps/wizard-context';

/**
 * Who signs (spec §4, §6): a rep's enrollment is signed with Broker Verification, a group's with
 * Group Verification, an applicant's with Applicant Verification; an existing member enrolling
 * themselves is already known and only signs (sigapplicant).
 */
export function signerOf(ctx: WizardContext): AgreementSigner {
  if (ctx.e.eprocess === 'rep') return 'rep';
  if (ctx.e.eprocess === 'group') return 'group';
  return ctx.existing ? 'sigapplicant' : 'applicant';
}

/** The fields each signer fills (required 1); the rest are not shown. */
export const SIGNER_FIELDS: Record<AgreementSigner, AgreementField[]> = {
  rep: ['question_id', 'question', 'answer', 'date', 'agent_name', 'agent_code', 'signature'],
  group: ['question_id', 'question', 'answer', 'date', 'group_name', 'group_code', 'signature'],
  applicant: ['question_id', 'question', 'answer', 'date', 'user_name', 'signature'],
  sigapplicant: ['date', 'signature'],
};
/** Filled by the server, shown read-only. */
export const READ_ONLY_FIELDS = new Set<AgreementField>([
  'question_id',
  'question',
  'date',
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
]);

/**
 * The verification question: the rep confirms the applicant's ZIP code, the group and the
 * applicant the date of birth (both on file from the quote, never shown on this step). The
 * question is in the request's language (the evidence keeps it as asked).
 */
export function verificationOf(ctx: WizardContext, signer: AgreementSigner, lang: Language) {
  if (signer === 'sigapplicant') return undefined;
  const personal = sectionOf<StoredPersonal>(ctx, 'primary_info');
  const contact = sectionOf<StoredContact>(ctx, 'contact_info');
  if (signer === 'rep')
    return {
      question_id: 'zip',
      question: t(lang, "What is the applicant's ZIP code?"),
      expected: contact?.zip ?? ctx.e.filter_info.zip,
    };
  return {
    question_id: 'dob',
    question: t(lang, "What is the applicant's date of birth? (MM/DD/YYYY)"),
    expected: personal?.birthdate ?? ctx.e.filter_info.dob,
  };
}

/** Answers compare without case, spaces or punctuation (a ZIP typed as "30303 " still matches). */
export const sameAnswer = (a: string, b: string) =>
  a.replace(/[^0-9a-z]/gi, '').toLowerCase() === b.replace(/[^0-9a-z]/gi, '').toLowerCase();

/** The applicant's full name as entered on Personal Information. */
export function applicantName(ctx: WizardContext): string {
  const p = sectionOf<StoredPersonal>(ctx, 'primary_info');
  const m = ctx.member;
  return [p?.first_name ?? m?.first_name ?? '', p?.last_name ?? m?.last_name ?? ''].join(' ').trim();
}

export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The broker and group on the enrollment (names and codes shown read-only). */
export async function brokerAndGroup(db: Queryable, ctx: WizardContext) {
  const [row] = await db.query<{
    agent_name: string;
    agent_code: string;
    group_name: string;
    group_code: string;
  }>(
    `SELECT a.first_name || ' ' || a.last_name AS agent_name, a.agent_code, g.name AS group_name, g.code AS group_code
     FROM agents a, groups g WHERE a.agent_id = $1 AND g.group_id = $2`,
    [ctx.e.agent_id, ctx.e.group_id],
  );
  return row ?? { agent_name: '', agent_code: '', group_name: '', group_code: '' };
}

/** Today as MM/DD/YYYY (UTC): the signature date shown and recorded. */
export function todayUs(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(now.getUTCMonth() + 1)}/${p(now.getUTCDate())}/${now.getUTCFullYear()}`;
}
