import type { PricingOption } from '@bs/contract';
import { BasicDetailsModal } from '../basic-details/basic-details-modal';
import { AlreadyActiveModal } from './popups/already-active-modal';
import { IncomeHoursModal } from './popups/income-hours-modal';
import { MembershipModal } from './popups/membership-modal';
import { NewMemberModal } from './popups/new-member-modal';
import { PortalModal } from './popups/portal-modal';
import { SmokerModal } from './popups/smoker-modal';
import type { DetailState } from './use-detail-state';

export interface DetailPopupsProps {
  ui: DetailState;
  enrollmentId: string | null;
  pending: boolean;
  onAdd: (option: PricingOption, all: readonly PricingOption[]) => void;
}

/** Every popup of the plan detail (spec §2); at most one is open. */
export function DetailPopups({ ui, enrollmentId, pending, onAdd }: DetailPopupsProps) {
  const is = (p: typeof ui.popup) => ui.popup === p;
  return (
    <>
      {enrollmentId && (
        <BasicDetailsModal open={is('basic')} enrollmentId={enrollmentId} onClose={ui.close} />
      )}
      <IncomeHoursModal open={is('income')} enrollmentId={enrollmentId} onClose={ui.close} />
      {is('smoker') && <SmokerModal open enrollmentId={enrollmentId} onClose={ui.close} />}
      <AlreadyActiveModal open={is('active')} message={ui.activeMessage} onClose={ui.close} />
      {is('membership') && (
        <MembershipModal
          open
          enrollmentId={enrollmentId}
          pending={pending}
          onClose={ui.close}
          onAdd={onAdd}
        />
      )}
      {is('portal') && <PortalModal open onClose={ui.close} onChosen={() => ui.open('new-member')} />}
      {is('new-member') && <NewMemberModal open onClose={ui.close} />}
    </>
  );
}
