import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLinkLanguage } from './use-link-language';
import { OnFile } from './on-file';
import type { OpenedInvitation } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { Alert, Button, buttonClass, Spinner, useStorePath, useDocumentTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useOpenInvitation } from './use-open-invitation';
import { ProveForm } from './prove-form';
import { WaiveForm } from './waive-form';
import { InvitationStatus } from './invitation-status';
import { InvitationPrices } from './invitation-prices';
import styles from './invitation.module.css';

type Contact = { name: string; phone: string; email: string };

/** Whom to ask: the group's phone and e-mail as links. */
function ContactLine({ contact }: { contact: Contact }) {
  const t = useT();
  return (
    <p className={styles.contact}>
      {t('invitation.contact', { name: contact.name })}{' '}
      {contact.phone && <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>}
      {contact.phone && contact.email && ' · '}
      {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
    </p>
  );
}

/** A link that no longer opens anything: why, and whom to contact. */
function ClosedLink({ result }: { result: Exclude<OpenedInvitation, { state: 'open' | 'prove' }> }) {
  const t = useT();
  const to = useStorePath();
  const title =
    result.state === 'enrolled'
      ? t('invitation.enrolledTitle', { name: result.first_name })
      : t(`invitation.${result.state}Title`);
  useDocumentTitle(title);
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t(`invitation.${result.state}Message`)}</p>
      {'contact' in result && <ContactLine contact={result.contact} />}
      <Link to={to('/')} className={buttonClass('secondary')}>
        {t('store.home')}
      </Link>
    </>
  );
}

/**
 * `/invitation/{token}` (issue 20, ADR 0021): the employee's personal link. It greets them by
 * name, starts (or resumes) their enrollment in this browser with their quote basics, and offers
 * "I don't want coverage". A browser other than the first to open it proves who it is first
 * (ADR 0026). Expired, revoked or unknown links say so and whom to contact.
 */
export function InvitationScreen() {
  const t = useT();
  const to = useStorePath();
  const { token = '' } = useParams();
  useLinkLanguage();
  const { state, retry, proved } = useOpenInvitation(token);
  const [waiving, setWaiving] = useState(false);
  const [waivedAt, setWaivedAt] = useState<string | null>(null);
  useDocumentTitle(t('invitation.pageTitle'));

  if (state.kind === 'loading')
    return (
      <div className={styles.page}>
        <p role="status" className={styles.lead}>
          <Spinner /> {t('invitation.opening')}
        </p>
      </div>
    );
  if (state.kind === 'failed')
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('invitation.pageTitle')}</h1>
        <Alert tone="error">
          {t('invitation.loadError')}{' '}
          <Button variant="link" onClick={retry}>
            {t('members.retry')}
          </Button>
        </Alert>
      </div>
    );
  const result = state.result;
  // Opened first in another browser: nothing from the census until this one proves it is the employee.
  if (result.state === 'prove')
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('prove.title')}</h1>
        <p className={styles.lead}>{t('prove.lead', { group: result.group_name })}</p>
        <ProveForm token={token} codeOnly={result.code_only} onProved={proved} />
        <ContactLine contact={result.contact} />
      </div>
    );
  if (result.state !== 'open')
    return (
      <div className={styles.page}>
        <ClosedLink result={result} />
      </div>
    );

  const waived = waivedAt ?? result.waived_at;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('home.welcomeName', { name: result.first_name })}</h1>
      <p className={styles.lead}>{t('invitation.lead', { group: result.group_name })}</p>
      <InvitationStatus token={token} />
      <OnFile group={result.group_name} onFile={result.on_file} />
      {waived && (
        <Alert tone={waivedAt ? 'success' : 'info'}>
          {t(waivedAt ? 'invitation.waivedNow' : 'invitation.waivedBefore', {
            date: formatLongDate(new Date(waived)),
          })}
        </Alert>
      )}
      {waiving ? (
        <WaiveForm
          token={token}
          onCancel={() => setWaiving(false)}
          onWaived={(at) => {
            setWaivedAt(at);
            setWaiving(false);
          }}
        />
      ) : (
        <div className={styles.choices}>
          <Link to={to('/plans')} className={buttonClass('primary')}>
            {waived ? t('invitation.enrollAfterAll') : t('invitation.choosePlans')}
          </Link>
          {!waived && (
            <Button variant="secondary" onClick={() => setWaiving(true)}>
              {t('invitation.waive')}
            </Button>
          )}
        </div>
      )}
      <InvitationPrices plans={result.plans} />
      <ContactLine contact={result.contact} />
    </div>
  );
}
