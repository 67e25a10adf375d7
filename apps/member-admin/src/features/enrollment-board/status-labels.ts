import type { CensusStatus } from '@bs/contract';
import { useT } from '../../i18n/messages';

/** The board's words for each status, in the reader's language. */
export function useStatusLabel() {
  const t = useT();
  const labels: Record<CensusStatus, string> = {
    not_invited: t('board.status.not_invited'),
    invited: t('board.status.invited'),
    opened: t('board.status.opened'),
    in_progress: t('board.status.in_progress'),
    enrolled: t('board.status.enrolled'),
    waived: t('board.status.waived'),
  };
  return (s: CensusStatus) => labels[s];
}
