import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepProps } from './step-props';
import type { TabName } from './wizard-tabs';

type Step = LazyExoticComponent<ComponentType<StepProps>>;
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<StepProps>>>, name: K): Step =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const placeholder = named(() => import('./placeholder-step'), 'PlaceholderStep');

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
  // Review, agreement and billing are built by a later issue.
  review_info: placeholder,
  agreement_info: placeholder,
  billing_info: placeholder,
};
