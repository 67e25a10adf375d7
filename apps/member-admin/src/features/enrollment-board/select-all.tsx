import { useEffect, useRef } from 'react';
import type { BoardRow } from '@bs/contract';
import { useT } from '../../i18n/messages';
import styles from './enrollment-board.module.css';

export interface SelectAllProps {
  rows: BoardRow[];
  selected: ReadonlyMap<number, BoardRow>;
  onChange: (rows: BoardRow[], on: boolean) => void;
}

/**
 * Chooses (or un-chooses) every employee of the page on screen, above the list so it works the
 * same on the desktop table and the phone's cards; mixed while only some of the page are chosen.
 */
export function SelectAll({ rows, selected, onChange }: SelectAllProps) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  const chosen = rows.filter((r) => selected.has(r.census_id)).length;
  const all = rows.length > 0 && chosen === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <label className={styles.selectAll}>
      <input ref={ref} type="checkbox" checked={all} onChange={(e) => onChange(rows, e.target.checked)} />
      {t('board.selectPage', { count: rows.length })}
    </label>
  );
}
