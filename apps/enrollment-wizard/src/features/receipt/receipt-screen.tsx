import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { sessionStore, useSession } from '@bs/session';
import { Alert, Button, Card, PageTitle, Spinner, buttonClass, useStorePath } from '@bs/ui';
import { useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { homeTarget } from './home-target';
import { ReceiptDetails } from './receipt-details';
import { downloadReceipt } from './download-receipt';
import styles from './receipt.module.css';

/**
 * The receipt (wizard §2): the enrollment id is read once and then cleared from storage, so a
 * finished enrollment cannot be reopened or saved again from this browser.
 */
export function ReceiptScreen() {
  const [enrollmentId] = useState(() => sessionStore.getState().enrollmentId);
  useEffect(() => {
    if (sessionStore.getState().enrollmentId)
      sessionStore.getState().set({ enrollmentId: null, navto: null });
  }, []);
  return enrollmentId ? (
    <Receipt enrollmentId={enrollmentId} />
  ) : (
    <ReceiptMessage text="receipt.noEnrollment" />
  );
}

function Receipt({ enrollmentId }: { enrollmentId: string }) {
  const t = useT();
  const receipt = useQuery({
    ...callQueryOptions('get-receipt', { query: { enrollment_id: enrollmentId } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (receipt.isPending) return <Spinner size="large" label={t('frame.loading')} />;
  if (receipt.isError)
    return (
      <Alert tone="error">
        <p>{t('receipt.loadError')}</p>
        <Button variant="secondary" onClick={() => void receipt.refetch()}>
          {t('frame.retry')}
        </Button>
      </Alert>
    );
  const { name, policy_id, details } = receipt.data;
  return (
    <div className={styles.page}>
      <PageTitle>{t('receipt.title')}</PageTitle>
      <Card as="section" className={styles.card} aria-labelledby="receipt-dear">
        <p id="receipt-dear" className={styles.dear}>
          {t('receipt.dear', { name })}
        </p>
        <p className={styles.number}>
          <span>{t('receipt.number')}</span> <strong data-testid="policy-id">{policy_id}</strong>
        </p>
        <p>{t('receipt.note')}</p>
      </Card>
      {details && <ReceiptDetails details={details} />}
      <div className={styles.actions}>
        <DownloadButton enrollmentId={enrollmentId} />
        <Button variant="secondary" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <HomeLink />
      </div>
    </div>
  );
}

/** The PDF the mail carries, to keep or print; a failure says so beside the button. */
function DownloadButton({ enrollmentId }: { enrollmentId: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const flight = useSingleFlight(async () => {
    setFailed(false);
    try {
      await downloadReceipt(enrollmentId);
    } catch {
      setFailed(true);
    }
  });
  return (
    <>
      <Button variant="secondary" onClick={() => void flight.run()} loading={flight.busy}>
        {t('receipt.download')}
      </Button>
      {failed && (
        <Alert tone="error">
          <p>{t('receipt.downloadError')}</p>
        </Alert>
      )}
    </>
  );
}

function HomeLink() {
  const t = useT();
  const to = useStorePath();
  const target = useSession((s) => homeTarget(s));
  return (
    <Link to={to(target)} className={buttonClass('primary')}>
      {t('receipt.home')}
    </Link>
  );
}

function ReceiptMessage({ text }: { text: 'receipt.noEnrollment' }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageTitle>{t('receipt.title')}</PageTitle>
      <Alert tone="info">
        <p>{t(text)}</p>
      </Alert>
      <HomeLink />
    </div>
  );
}
