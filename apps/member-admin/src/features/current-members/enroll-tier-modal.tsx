import type { MemberRow, Tier } from '@bs/contract';
import { Modal } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { TierForm } from '../../shared/choose-tier/tier-form';

export interface EnrollTierModalProps {
  member: MemberRow | null;
  onClose: () => void;
  onEnroll: (member: MemberRow, tier: Tier) => Promise<void>;
}

/** Enroll Now's popup (spec §2): choose a tier, with Back and Submit. */
export function EnrollTierModal({ member, onClose, onEnroll }: EnrollTierModalProps) {
  const t = useT();
  return (
    <Modal
      open={member != null}
      title={member ? t('tier.titleFor', { name: member.name }) : t('tier.title')}
      onClose={onClose}
    >
      {member && (
        <TierForm
          key={member.user_id}
          id="enroll-tier-form"
          onBack={onClose}
          onSubmit={(tier) => onEnroll(member, tier)}
        />
      )}
    </Modal>
  );
}
