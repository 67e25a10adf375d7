import { useT } from '../../i18n/messages';
import { stepPosition } from '../../shared/step-kit/wizard-nav';
import type { TabName } from '../../shared/step-kit/wizard-tabs';
import styles from './wizard-progress.module.css';
import { visuallyHidden } from '@bs/ui';

export interface WizardProgressProps {
  tabs: readonly TabName[];
  current: TabName;
}

/** The progress bar (wizard §2) with "Step n of m", and the named steps on wider screens. */
export function WizardProgress({ tabs, current }: WizardProgressProps) {
  const t = useT();
  const { n, m } = stepPosition(tabs, current);
  const text = t('frame.progress', { n, m });
  return (
    <div className={styles.progress}>
      <p className={styles.count} aria-hidden="true">
        {text}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('frame.steps')}
        aria-valuemin={1}
        aria-valuemax={m}
        aria-valuenow={n}
        aria-valuetext={text}
      >
        <span className={styles.bar} style={{ width: `${(n / m) * 100}%` }} />
      </div>
      <ol className={styles.steps} aria-label={t('frame.steps')}>
        {tabs.map((tab, i) => (
          <li
            key={tab}
            className={i + 1 < n ? styles.done : i + 1 === n ? styles.current : undefined}
            aria-current={tab === current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.name}>
              {t(`tabs.${tab}`)}
              {i + 1 < n && <span className={visuallyHidden}> ({t('frame.done')})</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
