import { Link } from 'react-router';
import { useSession } from '@bs/session';
import { Button, buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import styles from './plan-detail.module.css';

export interface CustomQuoteProps {
  /** The pricing answered enrollmentIdError: there is no quote to price the plan for. */
  offered: boolean;
  /** Without an enrollment the pricing answers enrollmentIdError; until it has answered, this is true. */
  pending: boolean;
  enrollmentId: string | null;
  onPortal: () => void;
}

/**
 * "For a Custom Quote, Click Here" (spec §2). A rep without a quote picks the portal first (a popup);
 * anyone else goes to the landing form. The rep's button is there, disabled and busy, while the
 * pricing is still being read, so it never moves the plan down and is never clicked before it can act.
 */
export function CustomQuote({ offered, pending, enrollmentId, onPortal }: CustomQuoteProps) {
  const t = useT();
  const to = useStorePath();
  const rep = useSession((s) => s.eprocess === 'rep') && !enrollmentId;
  if (rep && (offered || pending))
    return (
      <div className={styles.customQuote}>
        <Button loading={pending} disabled={pending} onClick={onPortal}>
          {t('detail.customQuote')}
        </Button>
      </div>
    );
  if (offered)
    return (
      <div className={styles.customQuote}>
        <Link to={to('/home')} className={buttonClass('primary')}>
          {t('detail.customQuote')}
        </Link>
      </div>
    );
  // Others get a link once the pricing has answered: hold its place meanwhile (no layout shift).
  if (pending)
    return (
      <div className={`${styles.customQuote} ${styles.reserved}`} aria-hidden="true">
        <span className={buttonClass('primary')}>{t('detail.customQuote')}</span>
      </div>
    );
  return null;
}
