import styles from './footer.module.css';
import { useBranding, useTicketLink } from './use-branding';

/** Member mobile app (shopping §1). The store links the same apps for every tenant. */
export const MEMBER_APP_LINKS = {
  ios: 'https://apps.apple.com/us/app/benefit-store-member/id1600000000',
  android: 'https://play.google.com/store/apps/details?id=com.benefitstore.member',
};

export function Footer() {
  const { tenantName } = useBranding();
  const ticket = useTicketLink();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.disclaimer}>
          Access to the plans in this store requires membership in a national association with over 100,000
          members; enrolling in a plan includes joining the association, and its membership benefits apply to
          every plan you choose.
        </p>
        <div className={styles.row}>
          <nav aria-label="Member mobile app" className={styles.apps}>
            <span>Get the member app:</span>
            <a
              href={MEMBER_APP_LINKS.ios}
              className={styles.appLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              App Store (iOS)
            </a>
            <a
              href={MEMBER_APP_LINKS.android}
              className={styles.appLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Google Play (Android)
            </a>
          </nav>
          {ticket && (
            <a href={ticket} className={styles.ticket} target="_blank" rel="noopener noreferrer">
              Support ticket
            </a>
          )}
        </div>
        <p className={styles.copyright}>© 2022 {tenantName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
