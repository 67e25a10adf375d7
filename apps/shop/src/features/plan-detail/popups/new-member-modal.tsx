import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { sessionStore, useSession } from '@bs/session';
import { Button, Modal, SelectField, useStorePath } from '@bs/ui';
import styles from '../plan-detail.module.css';

export interface NewMemberModalProps {
  open: boolean;
  onClose: () => void;
}

/** After the portal: a default new-member enrollment, or a new member of one of the rep's groups. */
export function NewMemberModal({ open, onClose }: NewMemberModalProps) {
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const groups = useQuery({
    ...callQueryOptions('get-agent-groups', { query: { agent_id: agentId ?? 0 } }),
    enabled: open && agentId != null,
  });
  const navigate = useNavigate();
  const to = useStorePath();
  const [group, setGroup] = useState('');
  const [error, setError] = useState<string | null>(null);
  const startDefault = () => {
    sessionStore.getState().set({ enroll_type: 'new-member' });
    navigate(to('/home'));
  };
  const enrollInGroup = () => {
    if (!group) return setError('Please choose a group');
    sessionStore.getState().set({ enroll_type: 'new-group-member', group_id: Number(group) });
    navigate(to('/home'));
  };
  return (
    <Modal open={open} title="New Member" onClose={onClose}>
      <div className={styles.popupForm}>
        <p>Choose an option to enroll a new member:</p>
        <Button onClick={startDefault}>Start New Member Enrollment</Button>
        <SelectField
          label="Group"
          placeholder="Choose a group"
          options={(groups.data ?? []).map((g) => ({ value: g.gid, label: g.gname }))}
          value={group}
          error={error}
          onChange={(e) => {
            setGroup(e.target.value);
            setError(null);
          }}
        />
        <div className={styles.popupActions}>
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button variant="secondary" onClick={enrollInGroup}>
            Enroll
          </Button>
        </div>
      </div>
    </Modal>
  );
}
