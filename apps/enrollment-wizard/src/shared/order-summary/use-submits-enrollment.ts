import { useSession } from '@bs/session';
import { nextPath, RECEIPT_PATH } from '../step-kit/wizard-nav';
import type { TabName } from '../step-kit/wizard-tabs';

/** Whether this step's Next completes the enrollment (the last tab, no return to review pending). */
export const useSubmitsEnrollment = (tab: TabName): boolean =>
  useSession((s) => nextPath(s.nav_array, tab, s.navto) === RECEIPT_PATH);
