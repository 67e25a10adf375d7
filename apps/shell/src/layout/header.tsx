import { Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiCall } from '@bs/api-client';
import { homeTarget, withLanding } from '@bs/domain';
import { sessionStore, useSession } from '@bs/session';
import { useT } from '../i18n/messages';
import { startUp } from '../startup/start-up';
import { AccountControls } from './account-controls';
import { lazyPart } from './lazy-part';
import { CartLink } from './cart-link';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch } from './language-switch';
import { staffAreaOf, staffHomeOf, staffRoleOf } from './staff-area';
import styles from './header.module.css';
import { MailIcon, MenuIcon, PhoneIcon } from './icons';
import { useBranding, useBrandingText, useTagline } from './use-branding';
import { useLanding } from './use-landing';

// The About popup: loaded when first opened (or on intent, hover/focus of its button), never on
// the landing route's critical path.
const loadAboutDialog = () => import('./about-dialog');
const AboutDialog = lazyPart(() => loadAboutDialog().then((m) => m.AboutDialog));
// The staff menu and its tables: only staff and console pages wear it, never a visitor's landing.
const StaffMenu = lazyPart(() => import('./staff-menu').then((m) => m.StaffMenu));

export function Header() {
  const { info, name, logo, logoSize } = useBranding();
  const tagline = useTagline();
  const aboutName = useBrandingText('display_about_name');
  const landing = useLanding();
  const open_type = useSession((s) => s.open_type);
  const referral = useSession((s) => s.referral);
  const eprocess = useSession((s) => s.eprocess);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [aboutUsed, setAboutUsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  // Staff and console pages wear the staff menu, not the shop's categories, and their brand link
  // stays in the staff area (issue 32, ADR 0036).
  const area = staffAreaOf(useLocation().pathname);
  const staffRole = area ? staffRoleOf(eprocess, area) : null;
  const homePath = staffRole ? staffHomeOf(staffRole) : homeTarget({ open_type, referral, eprocess });

  const logout = async () => {
    // Sign-out ends the server session first (ADR 0010); a failure there must not keep anyone in.
    if (sessionStore.getState().signed_in_as) await apiCall('sign-out').catch(() => undefined);
    // Spec §2: logout clears ALL local storage and goes to /; start-up then opens the default store.
    sessionStore.getState().clearAll();
    queryClient.removeQueries();
    navigate('/');
    void startUp(queryClient, { pathname: '/', search: '' });
  };

  const phoneHref = info?.display_phone ? `tel:${info.display_phone.replace(/[^\d+]/g, '')}` : undefined;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link
          to={withLanding(homePath, landing)}
          className={styles.brand}
          aria-label={t('header.home', { name })}
        >
          {logo ? (
            <img
              src={logo}
              alt=""
              className={styles.logo}
              width={logoSize?.width}
              height={logoSize?.height}
            />
          ) : (
            <span className={styles.brandName}>{name}</span>
          )}
        </Link>
        {tagline.text && (
          <p className={styles.tagline} lang={tagline.lang}>
            {tagline.text}
          </p>
        )}

        <div className={`${styles.contact} ${menuOpen ? styles.contactOpen : ''}`}>
          {info?.image && <img src={info.image} alt="" className={styles.portrait} />}
          {info?.display_phone && (
            <a href={phoneHref} className={styles.contactLink}>
              <PhoneIcon />
              <span>{info.display_phone}</span>
            </a>
          )}
          {info?.display_email && (
            <a href={`mailto:${info.display_email}`} className={styles.contactLink}>
              <MailIcon />
              <span>{info.display_email}</span>
            </a>
          )}
          {info?.display_about_name && (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setAboutUsed(true);
                setAboutOpen(true);
              }}
              onMouseEnter={() => void loadAboutDialog().catch(() => undefined)}
              onFocus={() => void loadAboutDialog().catch(() => undefined)}
              aria-haspopup="dialog"
            >
              {t('about.title')}
            </button>
          )}
          <AccountControls className={styles.accountNarrow} onSignOut={() => void logout()} />
        </div>

        <div className={styles.actions}>
          <AccountControls className={styles.accountWide} onSignOut={() => void logout()} />
          <LanguageSwitch />
          {area !== 'admin' && <CartLink />}
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <MenuIcon />
            <span>{t('menu.toggle')}</span>
          </button>
        </div>
      </div>
      {staffRole ? (
        // Fetched with the first staff page's own remote, which takes longer: it shows before it.
        <Suspense fallback={null}>
          <StaffMenu id={menuId} open={menuOpen} role={staffRole} onNavigate={() => setMenuOpen(false)} />
        </Suspense>
      ) : (
        !area && <CategoryMenu id={menuId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      )}
      {aboutUsed && (
        <Suspense fallback={null}>
          <AboutDialog
            open={aboutOpen}
            title={aboutName.text ?? t('about.title')}
            onClose={() => setAboutOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
