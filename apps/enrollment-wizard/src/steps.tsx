import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepProps } from './step-props';
import type { TabName } from './wizard-tabs';

type Step = LazyExoticComponent<ComponentType<StepProps>>;
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<StepProps>>>, name: K): Step =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** Each step is its own chunk, fetched when the person reaches it. */
export const STEPS: Record<TabName, Step> = {
  primary_info: named(() => import('../personal-info/personal-info-step'), 'PersonalInfoStep'),
  contact_info: named(() => import('../contact-info/contact-info-step'), 'ContactInfoStep'),
  employer_info: named(() => import('../employer-info/employer-info-step'), 'EmployerInfoStep'),
  beneficiary_info: named(() => import('../beneficiary-info/beneficiary-info-step'), 'BeneficiaryInfoStep'),
  primary_health_info: named(
    () => import('../health-questions/health-questions-step'),
    'HealthQuestionsStep',
  ),
  dependent_info: named(() => import('../dependent-info/dependent-info-step'), 'DependentInfoStep'),
  review_info: named(() => import('../review/review-step'), 'ReviewStep'),
  agreement_info: named(() => import('../agreement/agreement-step'), 'AgreementStep'),
  billing_info: named(() => import('../billing/billing-step'), 'BillingStep'),
};
