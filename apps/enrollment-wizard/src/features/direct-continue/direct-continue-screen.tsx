import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiCall } from '@bs/api-client';
import { sessionStore } from '@bs/session';
import { Alert, Spinner, buttonClass, firstErrorMessage, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { CompletedNotice } from '../../shared/continue/completed-notice';
import { reloadTo } from '../../shared/continue/reload-to';
import { resumeSession } from '../../shared/continue/resume-session';
import { readDirectLink } from './decode-link';

/**
 * `/direct-continue/{id}/{tab}` (wizard §2): the link of the save-later e-mail, whose {id} is the
 * link's own token (never the enrollment id, ADR 0013). It decodes both values, asks the server
 * for the saved enrollment (which binds this browser to it), stores its context afresh and reloads on the
 * saved tab, as continue-by-code does.
 */
export function DirectContinueScreen() {
  const t = useT();
  const to = useStorePath();
  const { id, tab } = useParams();
  const [error, setError] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);

  useEffect(() => {
    const link = readDirectLink(id, tab);
    if (!link.token) {
      setError(t('direct.invalid'));
      return;
    }
    let live = true;
    apiCall('direct-continue', { params: { token: link.token } })
      .then((data) => {
        if (!live) return;
        if (data.result.completed) {
          setCompleted(true);
          return;
        }
        sessionStore.getState().clearAll();
        const saved = resumeSession(data);
        reloadTo(to(link.route ?? saved));
      })
      .catch((err: unknown) => live && setError(firstErrorMessage(err)));
    return () => {
      live = false;
    };
  }, [id, tab, to, t]);

  if (completed) return <CompletedNotice />;
  if (!error) return <Spinner size="large" label={t('direct.opening')} />;
  return (
    <div>
      <Alert tone="error">
        <p>{error}</p>
      </Alert>
      <p>
        <Link to={to('/continue-enrollment')} className={buttonClass('secondary')}>
          {t('frame.noEnrollment.continue')}
        </Link>
      </p>
    </div>
  );
}
