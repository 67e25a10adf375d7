import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { startUp } from './start-up';
import { useT } from '../i18n/messages';

/**
 * Nothing of the store shows before start-up has settled who is visiting (wizard §4); the global
 * loading bar runs meanwhile. A landing slug or referral that does not resolve leads to /404.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startUp(queryClient, location).then((result) => {
      if (result === 'not-found') navigate('/404', { replace: true });
      setReady(true);
    });
    // Start-up runs once per page load, for the URL the visitor arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!ready) return <div aria-busy="true" aria-label={t('loadingStore')} style={{ minHeight: '100vh' }} />;
  return children;
}
