import type { PlanDesc, TextLang } from '@bs/contract';
import { Disclosure, ServerHtml } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import styles from './plan-detail.module.css';

/**
 * The plan's description with its collapsible exclusions, example and FAQ (labels from the server),
 * in the page's language; a text the server had only in English carries lang="en" (text_lang).
 */
export function PlanDescription({ desc, textLang }: { desc: PlanDesc; textLang?: TextLang }) {
  const t = useT();
  const lang = (key: keyof PlanDesc) => textLang?.[key];
  const sections = (
    [
      ['exclusions_text_name', 'exclusions_text'],
      ['example_text_name', 'example_text'],
      ['faq_text_name', 'faq_text'],
    ] as const
  ).filter(([name, text]) => desc[name] && desc[text]);
  return (
    <section aria-label={t('detail.description')} className={styles.description}>
      {desc.header_text && (
        <h2 className={styles.header} lang={lang('header_text')}>
          {desc.header_text}
        </h2>
      )}
      {desc.blueBarText && (
        <p className={styles.blueBar} lang={lang('blueBarText')}>
          {desc.blueBarText}
        </p>
      )}
      <ServerHtml className={styles.body} html={desc.body_text} lang={lang('body_text')} />
      {desc.association_text && (
        <ServerHtml
          className={styles.association}
          html={desc.association_text}
          lang={lang('association_text')}
        />
      )}
      <div className={styles.disclosures}>
        {sections.map(([name, text]) => (
          <Disclosure key={name} label={desc[name]} labelLang={lang(name)}>
            <ServerHtml html={desc[text]} lang={lang(text)} />
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
