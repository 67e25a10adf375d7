import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Tier } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { sessionStore } from '@bs/session';
import { Alert, buttonClass, Spinner, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { BENEFIT_STORE_GROUP_ID } from '../../shared/member-defaults';
import styles from '../../shared/enroll-start.module.css';

/**
 * `/member-benefit-store/{token}/{tier}` (wizard §2): a silent page that posts the filter for the
 * member the token names, with the link's tier and group 1929, then opens /plans. On any error it
 * shows 'Please choose a tier' (the spec's words). The token is opaque: never a row number.
 */
export function MemberBenefitStoreScreen() {
  const t = useT();
  const { id = '', tier = '' } = useParams();
  const navigate = useNavigate();
  const to = useStorePath();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // Once per visit: React's strict mode runs effects twice, and a second filter would be a second enrollment.
    if (started.current) return;
    started.current = true;
    apiCall('add-filter-for-member', {
      body: { member_token: id, tier: tier.toUpperCase() as Tier, group_id: BENEFIT_STORE_GROUP_ID },
    })
      .then((created) => {
        sessionStore.getState().set({
          enrollmentId: created.temp_enrollment_id,
          'show-quotation': created.show_quotation,
          group_id: BENEFIT_STORE_GROUP_ID,
          eprocess: 'applicant',
          enroll_type: 'existing-member',
        });
        navigate(to('/plans'), { replace: true });
      })
      .catch(() => setFailed(true));
  }, [id, tier, navigate, to]);

  return (
    <div className={styles.page}>
      {failed ? (
        <>
          <h1 className={styles.welcome}>{t('store.errorTitle')}</h1>
          <Alert tone="error">{t('tier.required')}</Alert>
          <Link to={to('/')} className={buttonClass('primary')}>
            {t('store.home')}
          </Link>
        </>
      ) : (
        <p role="status" className={styles.lead}>
          <Spinner /> {t('store.working')}
        </p>
      )}
    </div>
  );
}
