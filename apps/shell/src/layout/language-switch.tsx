import { useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@bs/i18n';
import { useT } from '../i18n/messages';
import styles from './header.module.css';

/** English / Español: names the other language in that language, as bilingual US sites do. */
export function LanguageSwitch() {
  const [lang, setLanguage] = useLanguage();
  const queryClient = useQueryClient();
  const t = useT();
  const other = lang === 'es' ? 'en' : 'es';
  // Server answers are in the language they were asked in (plan texts, questions, messages):
  // after a switch (once the new language's messages are here) every query is fetched again.
  const switchTo = () => {
    void setLanguage(other).then(() => queryClient.invalidateQueries());
  };
  return (
    <button type="button" className={styles.language} lang={other} onClick={switchTo}>
      {t('header.switchTo')}
    </button>
  );
}
