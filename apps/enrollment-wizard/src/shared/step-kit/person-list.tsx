import { Tooltip } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { DeleteIcon, EditIcon } from './icons';
import styles from './person-list.module.css';

export interface PersonListProps {
  /** The list's accessible name ("Beneficiaries", "Dependents"). */
  label: string;
  /** Each entry's text: '#1: Ana Lopez', 'Dep #2 Kim Lee'. */
  names: readonly string[];
  /** The entry open in the edit form, if any: deleting waits until it is submitted. */
  editing: number | null;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  /** While the list is being saved and read back. */
  busy?: boolean;
}

/**
 * The numbered people of a step with Edit and Delete (wizard §2). While an edit is open Delete is
 * unavailable and its tooltip says why; the buttons stay focusable so the reason can be read.
 */
export function PersonList({ label, names, editing, onEdit, onDelete, busy }: PersonListProps) {
  const t = useT();
  const locked = editing !== null;
  if (names.length === 0) return null;
  return (
    <ol className={styles.list} aria-label={label} aria-busy={busy || undefined}>
      {names.map((name, i) => (
        <li key={`${i}-${name}`} className={i === editing ? styles.editing : undefined}>
          <span className={styles.name}>{name}</span>
          <span className={styles.actions}>
            <Tooltip text={t('actions.edit')}>
              {(tip) => (
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={t('list.edit', { name })}
                  aria-describedby={tip}
                  aria-pressed={i === editing}
                  onClick={() => onEdit(i)}
                >
                  <EditIcon />
                </button>
              )}
            </Tooltip>
            <Tooltip text={locked ? t('list.deleteLocked') : t('actions.delete')}>
              {(tip) => (
                <button
                  type="button"
                  className={`${styles.icon} ${styles.danger}`}
                  aria-label={t('list.delete', { name })}
                  aria-describedby={tip}
                  aria-disabled={locked || undefined}
                  // Spec §4: a delete while an edit is open is ignored.
                  onClick={() => !locked && onDelete(i)}
                >
                  <DeleteIcon />
                </button>
              )}
            </Tooltip>
          </span>
        </li>
      ))}
    </ol>
  );
}
