import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { startUp } from './start-up';
import type { EarlyStartUp } from './early-start-up';
import { useT } from '../i18n/messages';

/**
 * Nothing of the store shows before start-up has settled who is visiting (wizard §4); the global
 * loading bar runs meanwhile. A landing slug or referral that does not resolve leads to /404.
 * `early`: a start-up the page began before rendering; when it has already settled, the store
 * shows on the first render (early-start-up.ts).
 */
export function StartupGate({ children, early }: { children: ReactNode; early?: EarlyStartUp }) {
  const queryClient = useQueryClient();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(early?.result === 'ready');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Always through the promise, even when it has settled since the first render: the effect
    // runs after that render, and a start-up that settled in between must still show the store
    // (returning early here left the page blank for good; seen in CI under load).
    void (early?.promise ?? startUp(queryClient, location)).then((result) => {
      if (result === 'not-found') navigate('/404', { replace: true });
      setReady(true);
    });
    // Start-up runs once per page load, for the URL the visitor arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!ready) return <div aria-busy="true" aria-label={t('loadingStore')} style={{ minHeight: '100vh' }} />;
  return children;
}
