import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepProps } from './shared/step-kit/step-props';
import type { TabName } from './shared/step-kit/wizard-tabs';

type Step = LazyExoticComponent<ComponentType<StepProps>>;
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<StepProps>>>, name: K): Step =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** Each step is its own chunk, fetched when the person reaches it. */
export const STEPS: Record<TabName, Step> = {
  primary_info: named(() => import('./features/personal-info/personal-info-step'), 'PersonalInfoStep'),
  contact_info: named(() => import('./features/contact-info/contact-info-step'), 'ContactInfoStep'),
  employer_info: named(() => import('./features/employer-info/employer-info-step'), 'EmployerInfoStep'),
  beneficiary_info: named(
    () => import('./features/beneficiary-info/beneficiary-info-step'),
    'BeneficiaryInfoStep',
  ),
  primary_health_info: named(
    () => import('./features/health-questions/health-questions-step'),
    'HealthQuestionsStep',
  ),
  dependent_info: named(() => import('./features/dependent-info/dependent-info-step'), 'DependentInfoStep'),
  review_info: named(() => import('./features/review/review-step'), 'ReviewStep'),
  agreement_info: named(() => import('./features/agreement/agreement-step'), 'AgreementStep'),
  billing_info: named(() => import('./features/billing/billing-step'), 'BillingStep'),
};
