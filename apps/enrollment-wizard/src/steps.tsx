import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepProps } from './shared/step-kit/step-props';
// The first step of every enrollment, in the wizard screen's chunk: entering the wizard from the
// cart takes remoteEntry, the exposed routes and that chunk, three scripts (issue 31).
import { PersonalInfoStep } from './features/personal-info/personal-info-step';
import type { TabName } from './shared/step-kit/wizard-tabs';

type Step = LazyExoticComponent<ComponentType<StepProps>> | ComponentType<StepProps>;
type Load = () => Promise<{ default: ComponentType<StepProps> }>;
const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType<StepProps>>>, name: K): Load =>
  () =>
    load().then((m) => ({ default: m[name] }));

/**
 * Each later step is its own chunk (`step-<tab>`), fetched when the person reaches it or, sooner,
 * while they fill the step before it (prefetchStep). The forms machinery all steps share is in the
 * wizard screen's chunk (rspack.config.mjs), so a step's chunk holds only its own code.
 */
const LOADS: Record<Exclude<TabName, 'primary_info'>, Load> = {
  contact_info: named(
    () => import(/* webpackChunkName: "step-contact_info" */ './features/contact-info/contact-info-step'),
    'ContactInfoStep',
  ),
  employer_info: named(
    () => import(/* webpackChunkName: "step-employer_info" */ './features/employer-info/employer-info-step'),
    'EmployerInfoStep',
  ),
  beneficiary_info: named(
    () =>
      import(
        /* webpackChunkName: "step-beneficiary_info" */ './features/beneficiary-info/beneficiary-info-step'
      ),
    'BeneficiaryInfoStep',
  ),
  primary_health_info: named(
    () =>
      import(
        /* webpackChunkName: "step-primary_health_info" */ './features/health-questions/health-questions-step'
      ),
    'HealthQuestionsStep',
  ),
  eoi_info: named(
    () => import(/* webpackChunkName: "step-eoi_info" */ './features/eoi-questions/eoi-questions-step'),
    'EoiQuestionsStep',
  ),
  dependent_info: named(
    () =>
      import(/* webpackChunkName: "step-dependent_info" */ './features/dependent-info/dependent-info-step'),
    'DependentInfoStep',
  ),
  review_info: named(
    () => import(/* webpackChunkName: "step-review_info" */ './features/review/review-step'),
    'ReviewStep',
  ),
  agreement_info: named(
    () => import(/* webpackChunkName: "step-agreement_info" */ './features/agreement/agreement-step'),
    'AgreementStep',
  ),
  billing_info: named(
    () => import(/* webpackChunkName: "step-billing_info" */ './features/billing/billing-step'),
    'BillingStep',
  ),
};

/** One import per step: the lazy component and a prefetch share it (a chunk is fetched once). */
const loaded = new Map<keyof typeof LOADS, ReturnType<Load>>();
const loadOnce = (tab: keyof typeof LOADS) => {
  let p = loaded.get(tab);
  if (!p) {
    p = LOADS[tab]();
    // A failed prefetch must not stick: the step's own render retries (and shows its error).
    p.catch(() => loaded.delete(tab));
    loaded.set(tab, p);
  }
  return p;
};

export const STEPS = {
  primary_info: PersonalInfoStep,
  ...Object.fromEntries(
    (Object.keys(LOADS) as (keyof typeof LOADS)[]).map((tab) => [tab, lazy(() => loadOnce(tab))]),
  ),
} as Record<TabName, Step>;

/** Fetches (and evaluates) a step's chunk ahead of its Next, when the browser is idle. */
export function prefetchStep(tab: TabName): () => void {
  if (tab === 'primary_info') return () => undefined;
  const go = () => void loadOnce(tab).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(go, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(go, 200);
  return () => clearTimeout(id);
}
