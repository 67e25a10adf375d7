import type { PlanDetail, PricingOption, Question } from '@bs/contract';
import { ok, type TestApi } from '@bs/api-client/testing';

export const ENROLLMENT_ID = 'tmp_AbCdEfGhIjKlMnOpQrStUv';

export const planDetail = (over: Partial<PlanDetail> = {}): PlanDetail => ({
  plan_id: 1012,
  plan_name: 'Summit Major Medical',
  plan_logo: 'summit.svg',
  plan_category: 'medical',
  plan_short_text: '<p>Major medical</p>',
  is_membership: false,
  plan_desc: {
    header_text: 'Cover for the big things',
    body_text: '<p>Doctor visits and hospital stays.</p>',
    blueBarText: 'Health questions required',
    association_text: '<p>Association membership applies.</p>',
    exclusions_text_name: 'Exclusions & Limitations',
    exclusions_text: '<ul><li>Cosmetic surgery</li></ul>',
    example_text_name: 'See How It Works',
    example_text: '<p>An example.</p>',
    faq_text_name: 'Frequently Asked Questions',
    faq_text: '<p>Answers.</p>',
  },
  ...over,
});

export const option = (over: Partial<PricingOption> = {}): PricingOption => ({
  plan_name: 'Bronze 7000',
  plan_price: 289,
  pid: 1012,
  ppid: 101201,
  is_prudential: 0,
  is_prudential_plan: 0,
  fee_type: 'monthly',
  ...over,
});

export const questions: Question[] = [
  {
    question_id: 10121,
    question_text: 'Do you take any prescription medication regularly?',
    question_sub_type: 'text_field',
    options: [],
    require_detail: 0,
  },
  {
    question_id: 10122,
    question_text: 'Have you ever been diagnosed with any of the following?',
    question_sub_type: 'checkbox',
    require_detail: 0,
    options: [
      { option_id: 101221, option_text: 'Diabetes', option_group: 'A. Prior to age 60' },
      { option_id: 101224, option_text: 'Kidney disease', option_group: 'B. Prior to age 75' },
    ],
  },
  {
    question_id: 10123,
    question_text: 'Have you been hospitalized in the last 2 years?',
    question_sub_type: 'detail',
    options: [],
    require_detail: 1,
  },
];

/** A plan detail world: the plan, its pricing and everything around it answered sensibly. */
export function planWorld(
  api: TestApi,
  o: { pricing?: unknown; questions?: Question[]; answered?: boolean } = {},
) {
  api.on('get-plan-detail', ok(planDetail()));
  api.on('get-plan-pricing-detail', ok(o.pricing ?? { plans: [option()] }));
  api.on('get-questions', ok(o.questions ?? []));
  api.on('check-already-answered', ok({ status: o.answered ?? false }));
  api.on('get-related-plans', ok([]));
  api.on(
    'get-enrollment-temp-info',
    ok({ result: { zip: '30301', gender: 0, is_smoker: null, tier: 'IO', dob: '04/18/1988' } }),
  );
  api.on(
    'get-group-agent-member-info',
    ok({
      enrollment_type: 'new-user',
      result: { user_info: null, group_info: { name: 'Northwind Traders', code: 'NWT077' } },
    }),
  );
}
