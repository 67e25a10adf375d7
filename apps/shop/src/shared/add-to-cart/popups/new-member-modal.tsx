import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { sessionStore, useSession } from '@bs/session';
import { Button, Modal, SelectField, useStorePath } from '@bs/ui';
import { useT } from '../../after-landing/i18n/messages';
import styles from '../add-to-cart.module.css';

export interface NewMemberModalProps {
  open: boolean;
  onClose: () => void;
}

/** After the portal: a default new-member enrollment, or a new member of one of the rep's groups. */
export function NewMemberModal({ open, onClose }: NewMemberModalProps) {
  const t = useT();
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
    if (!group) return setError(t('newMember.required'));
    sessionStore.getState().set({ enroll_type: 'new-group-member', group_id: Number(group) });
    navigate(to('/home'));
  };
  return (
    <Modal open={open} title={t('newMember.title')} onClose={onClose}>
      <div className={styles.popupForm}>
        <p>{t('newMember.intro')}</p>
        <Button onClick={startDefault}>{t('newMember.start')}</Button>
        <SelectField
          label={t('newMember.group')}
          placeholder={t('newMember.groupPlaceholder')}
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
            {t('actions.back')}
          </Button>
          <Button variant="secondary" onClick={enrollInGroup}>
            {t('actions.enroll')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
