import { test, type Page } from '@playwright/test';
import { api } from './api';
import { SSN } from './wizard';

/*
 * An applicant's enrollment saved through the API, step by step, as the wizard would save it:
 * the shortcut of journeys about later steps (each such journey is annotated).
 */

type Def = { field_name: string; value: unknown; required: 0 | 1 };

/** Who the applicant says they are (Ana Lopez with a fresh e-mail unless told). */
export interface ApplicantIdentity {
  first_name?: string;
  last_name?: string;
  ssn?: string;
  email?: string;
}

/**
 * An applicant's enrollment taken through the API up to a step, as the wizard would save it
 * (for checks of later steps, e.g. the accessibility tour; annotated as a shortcut):
 * 'review' = checked out with personal and contact saved; 'billing' = also reviewed and signed;
 * 'complete' = also paid by card and completed.
 */
export async function apiEnrollment(
  page: Page,
  tempId: string,
  upTo: 'review' | 'billing' | 'complete',
  who: ApplicantIdentity = {},
) {
  const { first_name = 'Ana', last_name = 'Lopez', ssn = SSN.member } = who;
  const get = <T>(call: string) => api<T>(page, 'GET', `${call}?enrollment_id=${tempId}`);
  const post = (call: string, data: Record<string, unknown>) =>
    api(page, 'POST', call, { enrollment_id: tempId, ...data });
  const dates = await get<{ result: string[] }>('get-cart-effective-dates');
  await post('cart-checkout', { effective_date: dates.result[0] });
  const personal = await get<{ result: Def[] }>('get-form-fields-personal-info');
  const asked = (name: string, value: unknown) =>
    personal.result.some((d) => d.field_name === name && d.required === 1) ? { [name]: value } : {};
  await post('save-personal-info', {
    first_name,
    last_name,
    marital_status: 0,
    ssn,
    ...asked('prior_coverage_flag', 0),
    ...asked('weight', '150'),
    ...asked('height_feet', '5'),
    ...asked('height_inch', '6'),
  });
  await post('save-contact-info', {
    // Unique: a completed enrollment makes a member, and a member's e-mail is theirs alone.
    email_address: who.email ?? `a11y.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    phone_number: '2015550123',
    address1: '1 Market Street',
    city: 'San Francisco',
    with_validation: 0,
  });
  test
    .info()
    .annotations.push({ type: 'shortcut', description: `enrollment saved through the API up to ${upTo}` });
  if (upTo === 'review') return;
  await answerEoiStep(page, tempId);
  await post('save-review-info', { additional_notes: '', first_enroll: 1 });
  const texts = await get<{ result: { text_id: string; version: string }[] }>('get-agreement-texts');
  const fields = await get<{ result: Def[] }>('get-form-fields-agreement-info');
  const value = (n: string) => fields.result.find((d) => d.field_name === n)?.value;
  await post('save-agreement-info', {
    eprocess: 'applicant',
    question_id: value('question_id'),
    answer: '04/18/1988',
    user_name: `${first_name} ${last_name}`,
    signature:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    agreed: texts.result.map((t) => ({ text_id: t.text_id, version: t.version })),
  });
  if (upTo === 'billing') return;
  await post('save-billing-info', {
    payment_method: 'cc',
    first_name_on_cc: first_name,
    last_name_on_cc: last_name,
    card_number: '4111111111111111',
    expiration_month: '09',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    security_code: '737',
    address1: '1 Market Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    is_physical_address: 'no',
  });
  await post('complete-enrollment', {});
}

/**
 * The EOI step (ADR 0039) when the cart asks it and it was not answered in the browser: no to every
 * question, as the applicant of a journey about later steps would answer.
 */
async function answerEoiStep(page: Page, tempId: string) {
  const get = <T>(call: string, query = '') => api<T>(page, 'GET', `${call}?enrollment_id=${tempId}${query}`);
  const tabs = await get<{ result: { tab_name: string; required: number }[] }>('get-dynamic-tabs');
  if (!tabs.result.some((t) => t.tab_name === 'eoi_info' && t.required === 1)) return;
  const saved = await get<{ result: unknown }>('get-enrollment-temp-info', '&column=eoi_info');
  if (saved.result) return;
  const q = await get<{
    result: { codition_questions: { question_id: number }[]; medication_question: { question_id: number } };
  }>('get-eoi-questions');
  await api(page, 'POST', 'save-eoi-info', {
    enrollment_id: tempId,
    condition_questions: q.result.codition_questions.map((c) => ({
      question_id: c.question_id,
      yes_no_flag: 0,
    })),
    medication_question: { question_id: q.result.medication_question.question_id, yes_no_flag: 0 },
  });
}
