import type { ReactNode } from 'react';
import type { DuplicatePerson } from '@bs/contract';
import { visuallyHidden } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './possible-duplicates.module.css';

export const fullName = (p: DuplicatePerson) => `${p.first_name} ${p.last_name}`.trim();

export interface PersonRecordProps {
  headingId: string;
  /** "Existing member" or "New record". */
  label: string;
  person: DuplicatePerson;
  /** The other side: a field that differs from it is marked (in words, not only colour). */
  compareTo?: DuplicatePerson;
}

/** One side of a pair, as staff need it to decide: never a full SSN, only its last four. */
export function PersonRecord({ headingId, label, person, compareTo }: PersonRecordProps) {
  const t = useT();
  const none = <span className={styles.muted}>{t('duplicates.none')}</span>;
  const row = (term: string, value: ReactNode, differs = false) => (
    <div className={differs ? `${styles.field} ${styles.differs}` : styles.field}>
      <dt>{term}</dt>
      <dd>
        {value}
        {differs && <span className={styles.diffMark}> {t('duplicates.differs')}</span>}
      </dd>
    </div>
  );
  const differs = (a: string, b: string | undefined) =>
    b !== undefined && a.trim().toLowerCase() !== b.trim().toLowerCase();
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.personTitle}>
        <span className={styles.side}>{label}</span>
        <span>{fullName(person)}</span>
        <span className={styles.memberId}>{t('duplicates.memberId', { id: person.user_id })}</span>
      </h3>
      <dl className={styles.fields}>
        {row(
          t('duplicates.name'),
          fullName(person),
          compareTo && differs(fullName(person), fullName(compareTo)),
        )}
        {row(t('duplicates.dob'), person.dob || none, compareTo && differs(person.dob, compareTo.dob))}
        {row(
          t('duplicates.email'),
          person.email ? <span className={styles.wrap}>{person.email}</span> : none,
          compareTo && differs(person.email, compareTo.email),
        )}
        {row(
          t('duplicates.ssn'),
          person.ssn_masked ? (
            <>
              <span aria-hidden="true">{person.ssn_masked}</span>
              <span className={visuallyHidden}>
                {t('duplicates.ssnLastFour', { digits: person.ssn_masked.slice(-4) })}
              </span>
            </>
          ) : (
            none
          ),
          compareTo && differs(person.ssn_masked, compareTo.ssn_masked),
        )}
        {row(
          t('duplicates.address'),
          person.address || none,
          compareTo && differs(person.address, compareTo.address),
        )}
        {row(
          t('duplicates.plans'),
          person.plans.length ? (
            <ul className={styles.plans}>
              {person.plans.map((p) => (
                <li key={p.plan_id}>
                  {p.name}{' '}
                  <span className={styles.status}>
                    ({t(`planStatus.${p.status}`, { defaultValue: p.status })})
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            none
          ),
        )}
        {row(t('duplicates.dependents'), String(person.dependents))}
      </dl>
    </section>
  );
}
