import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert, SelectField, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './group-picker.module.css';

export interface GroupPickerProps {
  agentId: number;
  groupId: number | null;
  onPick: (groupId: number | null) => void;
}

/** A rep chooses which of their groups to see (get-agent-groups: the groups they serve): the board, the settings. */
export function GroupPicker({ agentId, groupId, onPick }: GroupPickerProps) {
  const t = useT();
  const groups = useQuery(callQueryOptions('get-agent-groups', { query: { agent_id: agentId } }));
  if (groups.isError) return <Alert tone="error">{t('board.groupsError')}</Alert>;
  if (!groups.data) return <Skeleton height="3rem" />;
  return (
    <SelectField
      label={t('board.groupLabel')}
      placeholder={t('board.groupPlaceholder')}
      options={groups.data.map((g) => ({ value: String(g.gid), label: g.gname }))}
      value={groupId == null ? '' : String(groupId)}
      onChange={(e) => onPick(e.target.value ? Number(e.target.value) : null)}
      className={styles.groupPicker}
    />
  );
}
