import { useLanguage } from '@bs/i18n';
import { useT } from '../i18n/messages';
import styles from './header.module.css';

/** English / Español: names the other language in that language, as bilingual US sites do. */
export function LanguageSwitch() {
  const [lang, setLanguage] = useLanguage();
  const t = useT();
  const other = lang === 'es' ? 'en' : 'es';
  return (
    <button type="button" className={styles.language} lang={other} onClick={() => setLanguage(other)}>
      {t('header.switchTo')}
    </button>
  );
}
