import { useCategoryName } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { PreviewTheme } from './theme-preview-vars';
import styles from './tenant-preview.module.css';

export interface PreviewContent {
  name: string;
  tagline: string;
  heroTitle: string;
  phone: string;
  menu: string[];
  logoUrl: string | null;
  imageUrl: string | null;
}

/**
 * The store's header and landing hero, drawn with the tenant's theme (no links: a picture), laid
 * out as the live store lays them out (issue 32): the logo and the tagline, the round picture
 * beside the phone number (the image is that badge, not a hero background), the category bar;
 * on a phone, the contact details and categories fold behind Menu.
 */
function StorePicture({ c, phone }: { c: PreviewContent; phone?: boolean }) {
  const t = useT();
  const label = useCategoryName();
  return (
    <div className={styles.store}>
      <div className={styles.header}>
        {c.logoUrl ? (
          <img className={styles.logo} src={c.logoUrl} alt="" />
        ) : (
          <span className={styles.storeName}>{c.name || t('preview.namePlaceholder')}</span>
        )}
        {!phone && <span className={styles.headerTagline}>{c.tagline}</span>}
        {phone ? (
          <span className={styles.menuButton}>{t('preview.menu')}</span>
        ) : (
          <span className={styles.contact}>
            {c.imageUrl && (
              <img className={styles.portrait} src={c.imageUrl} alt="" data-testid="preview-portrait" />
            )}
            <span className={styles.phone}>{c.phone}</span>
          </span>
        )}
      </div>
      {phone && <span className={styles.phoneTagline}>{c.tagline}</span>}
      {!phone && (
        <div className={styles.menu}>
          {c.menu.map((k) => (
            <span key={k}>{label(k)}</span>
          ))}
        </div>
      )}
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <span className={styles.heroTitle}>{c.heroTitle || c.name || t('preview.namePlaceholder')}</span>
          <span className={styles.tagline}>{c.tagline}</span>
          <span className={styles.quote}>
            <span className={styles.zip}>{t('preview.zip')}</span>
            <span className={styles.button}>{t('preview.getQuotes')}</span>
          </span>
        </div>
      </div>
    </div>
  );
}

/**
 * The live preview beside the form: the landing's header and hero in the tenant's theme, once as
 * on a desktop (1280 px, scaled down) and once as on a phone (390 px). Both are one picture to
 * assistive tech (the frames are hidden; the figure's caption names what they show).
 */
export function TenantPreview({ theme, content }: { theme: PreviewTheme; content: PreviewContent }) {
  const t = useT();
  return (
    <figure className={styles.figure} aria-labelledby="tenant-preview-caption">
      <figcaption id="tenant-preview-caption" className={styles.caption}>
        {t('preview.title')}
      </figcaption>
      {theme.ok ? (
        <div className={styles.frames} aria-hidden="true">
          <div className={styles.desktopBox}>
            <span className={styles.frameLabel}>{t('preview.desktop')}</span>
            <div className={styles.desktopWindow}>
              <div className={styles.desktop} style={theme.style} data-testid="preview-desktop">
                <StorePicture c={content} />
              </div>
            </div>
          </div>
          <div className={styles.phoneBox}>
            <span className={styles.frameLabel}>{t('preview.phone')}</span>
            <div className={styles.phoneWindow}>
              <div className={styles.phoneFrame} style={theme.style} data-testid="preview-phone">
                <StorePicture c={content} phone />
              </div>
            </div>
          </div>
        </div>
      ) : (
        <p className={styles.unreadable}>{t('preview.unreadable')}</p>
      )}
    </figure>
  );
}
