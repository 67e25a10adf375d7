import { useT } from '../../i18n/messages';
import styles from './invitation.module.css';

export interface OnFileProps {
  group: string;
  onFile: { name: string; email: string; employee_id: string };
}

/**
 * What the employer's census holds about the employee (issue 32): shown before they enroll, so a
 * wrong e-mail or employee id is caught here rather than on the carrier's file. The wizard starts
 * from these same values.
 */
export function OnFile({ group, onFile }: OnFileProps) {
  const t = useT();
  const rows: [string, string][] = [
    [t('invitation.onFileName'), onFile.name],
    [t('invitation.onFileEmail'), onFile.email],
  ];
  if (onFile.employee_id) rows.push([t('invitation.onFileEmployeeId'), onFile.employee_id]);
  return (
    <section className={styles.onFile} aria-labelledby="invitation-on-file">
      <h2 id="invitation-on-file" className={styles.formTitle}>
        {t('invitation.onFileTitle', { group })}
      </h2>
      <dl className={styles.onFileList}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t('invitation.onFileHint')}</p>
    </section>
  );
}
