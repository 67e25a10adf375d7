import { useEffect, useState } from 'react';
import { Button, TextField } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './current-members.module.css';

export interface MemberSearchProps {
  value: string;
  onSearch: (text: string) => void;
}

/** The search box (spec §2): searches on Enter or Search, so results are announced once, not per keystroke. */
export function MemberSearch({ value, onSearch }: MemberSearchProps) {
  const t = useT();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        type="search"
        label={t('members.searchLabel')}
        hint={t('members.searchHint')}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        className={styles.searchField}
      />
      <div className={styles.searchActions}>
        <Button type="submit">{t('members.searchButton')}</Button>
        {value && (
          <Button variant="secondary" onClick={() => onSearch('')}>
            {t('members.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
