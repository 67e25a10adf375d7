import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { sessionStore, useSession } from '@bs/session';
import { Button, Modal, SelectField } from '@bs/ui';
import { useT } from '../../after-landing/i18n/messages';
import styles from '../add-to-cart.module.css';

export interface PortalModalProps {
  open: boolean;
  onClose: () => void;
  onChosen: () => void;
}

/** A rep without an enrollment first picks the portal to enroll with. */
export function PortalModal({ open, onClose, onChosen }: PortalModalProps) {
  const t = useT();
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const platforms = useQuery({
    ...callQueryOptions('get-enrollment-platforms', { query: { agent_id: agentId ?? 0 } }),
    enabled: open && agentId != null,
  });
  const [portal, setPortal] = useState('');
  const [error, setError] = useState<string | null>(null);
  const next = () => {
    if (!portal) return setError(t('portal.required'));
    sessionStore.getState().set({ portal_id: Number(portal) });
    onChosen();
  };
  return (
    <Modal
      open={open}
      title={t('portal.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button onClick={next}>{t('actions.continue')}</Button>
        </>
      }
    >
      <div className={styles.popupForm}>
        <p>{t('portal.intro')}</p>
        <SelectField
          label={t('portal.label')}
          placeholder={t('portal.placeholder')}
          options={(platforms.data ?? []).map((p) => ({
            value: p.platform_group_id,
            label: p.platform_name,
          }))}
          value={portal}
          error={error}
          onChange={(e) => {
            setPortal(e.target.value);
            setError(null);
          }}
        />
      </div>
    </Modal>
  );
}
