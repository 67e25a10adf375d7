import type { StepNav } from './use-step-nav';
import type { TabName } from './wizard-tabs';

/** What the frame hands every step. */
export interface StepProps {
  tab: TabName;
  enrollmentId: string;
  nav: StepNav;
}
