import styles from './footer.module.css';
import { useT } from '../i18n/messages';
import { useBranding, useTicketLink } from './use-branding';

/** Member mobile app (shopping §1). The store links the same apps for every tenant. */
export const MEMBER_APP_LINKS = {
  ios: 'https://apps.apple.com/us/app/benefit-store-member/id1600000000',
  android: 'https://play.google.com/store/apps/details?id=com.benefitstore.member',
};

export function Footer() {
  const t = useT();
  const { tenantName } = useBranding();
  const ticket = useTicketLink();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.disclaimer}>{t('footer.disclaimer')}</p>
        <div className={styles.row}>
          <nav aria-label={t('footer.apps')} className={styles.apps}>
            <span>{t('footer.getApp')}</span>
            <a
              href={MEMBER_APP_LINKS.ios}
              className={styles.appLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('footer.ios')}
            </a>
            <a
              href={MEMBER_APP_LINKS.android}
              className={styles.appLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('footer.android')}
            </a>
          </nav>
          {ticket && (
            <a href={ticket} className={styles.ticket} target="_blank" rel="noopener noreferrer">
              {t('footer.ticket')}
            </a>
          )}
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { name: tenantName })}</p>
      </div>
    </footer>
  );
}
