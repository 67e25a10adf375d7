import type { PlanDesc } from '@bs/contract';
import { Disclosure, ServerHtml } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './plan-detail.module.css';

/** The plan's description with its collapsible exclusions, example and FAQ (labels from the server). */
export function PlanDescription({ desc }: { desc: PlanDesc }) {
  const t = useT();
  const sections = [
    [desc.exclusions_text_name, desc.exclusions_text],
    [desc.example_text_name, desc.example_text],
    [desc.faq_text_name, desc.faq_text],
  ].filter(([name, text]) => name && text);
  return (
    <section aria-label={t('detail.description')} className={styles.description}>
      {desc.header_text && <h2 className={styles.header}>{desc.header_text}</h2>}
      {desc.blueBarText && <p className={styles.blueBar}>{desc.blueBarText}</p>}
      <ServerHtml className={styles.body} html={desc.body_text} />
      {desc.association_text && <ServerHtml className={styles.association} html={desc.association_text} />}
      <div className={styles.disclosures}>
        {sections.map(([name, text]) => (
          <Disclosure key={name} label={name}>
            <ServerHtml html={text} />
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
