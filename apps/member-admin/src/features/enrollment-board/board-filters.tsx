import { useEffect, useState } from 'react';
import { CENSUS_STATUSES, type CensusStatus } from '@bs/contract';
import { Button, SelectField, TextField } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useStatusLabel } from './status-labels';
import styles from './enrollment-board.module.css';

export interface BoardFiltersProps {
  search: string;
  status?: CensusStatus;
  onChange: (next: { search: string; status?: CensusStatus }) => void;
}

/** Search (name, e-mail, employee id) and the status filter; applied on Search, announced once. */
export function BoardFilters({ search, status, onChange }: BoardFiltersProps) {
  const t = useT();
  const label = useStatusLabel();
  const [text, setText] = useState(search);
  const [picked, setPicked] = useState<string>(status ?? '');
  useEffect(() => setText(search), [search]);
  useEffect(() => setPicked(status ?? ''), [status]);
  return (
    <form
      role="search"
      className={styles.filters}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: text.trim(), status: (picked || undefined) as CensusStatus | undefined });
      }}
    >
      <TextField
        type="search"
        label={t('board.searchLabel')}
        hint={t('board.searchHint')}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        className={styles.filterField}
      />
      <SelectField
        label={t('board.statusFilter')}
        hint={t('board.statusHint')}
        options={[
          { value: '', label: t('board.allStatuses') },
          ...CENSUS_STATUSES.map((s) => ({ value: s, label: label(s) })),
        ]}
        value={picked}
        onChange={(e) => setPicked(e.target.value)}
        className={styles.filterField}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('board.searchButton')}</Button>
        {(search || status) && (
          <Button variant="secondary" onClick={() => onChange({ search: '' })}>
            {t('board.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
