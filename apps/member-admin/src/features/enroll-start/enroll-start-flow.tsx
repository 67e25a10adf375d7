import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore, type SessionValues } from '@bs/session';
import { useStorePath } from '@bs/ui';
import { ChoosePortalStep } from './choose-portal-step';
import { NewMemberOptionStep } from './new-member-option-step';
import { WhoToEnrollStep } from './who-to-enroll-step';

export interface EnrollStartFlowProps {
  kind: 'agent' | 'group';
  /** The rep whose portals (and, for reps, groups) are offered. */
  agentId: number;
}

type Step = 'who' | 'portal' | 'option';

/**
 * Spec §2/§4 rep and group homes: who to enroll for, then for a new member the portal and, for
 * reps, direct enrollment or a group. Each choice is stored in the session before moving on. The
 * first step has no Back: it opens the staff home, and Back must not leave the staff area for the
 * public store (issue 32, ADR 0036); the staff menu is the way elsewhere.
 */
export function EnrollStartFlow({ kind, agentId }: EnrollStartFlowProps) {
  const [step, setStepState] = useState<Step>('who');
  const [moved, setMoved] = useState(false);
  const setStep = (next: Step) => {
    setMoved(true);
    setStepState(next);
  };
  const navigate = useNavigate();
  const to = useStorePath();
  const store = (patch: Partial<SessionValues>) => sessionStore.getState().set(patch);
  const goHome = () => navigate(to('/home'));

  if (step === 'portal') {
    return (
      <ChoosePortalStep
        focusHeading={moved}
        agentId={agentId}
        onBack={() => setStep('who')}
        onChosen={(portalId) => {
          store({ portal_id: portalId });
          if (kind === 'agent') return setStep('option');
          // Spec §4: for non-rep users only a portal is chosen; the enroll type becomes new-group-member.
          store({ enroll_type: 'new-group-member' });
          goHome();
        }}
      />
    );
  }
  if (step === 'option') {
    return (
      <NewMemberOptionStep
        focusHeading={moved}
        agentId={agentId}
        onBack={() => setStep('portal')}
        onStartDirect={() => {
          store({ enroll_type: 'new-member' });
          goHome();
        }}
        onGroupChosen={(groupId) => {
          store({ group_id: groupId, enroll_type: 'new-group-member' });
          goHome();
        }}
      />
    );
  }
  return (
    <WhoToEnrollStep
      focusHeading={moved}
      onNewMember={() => setStep('portal')}
      onCurrentMember={() => {
        store({ enroll_type: 'existing-member' });
        navigate(to(kind === 'agent' ? '/agent-select-member' : '/group-select-member'));
      }}
    />
  );
}
