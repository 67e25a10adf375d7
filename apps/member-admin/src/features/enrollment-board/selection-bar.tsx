import { Button } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './enrollment-board.module.css';

export interface SelectionBarProps {
  count: number;
  /** How many of the chosen an invitation or a reminder applies to (0 hides the button). */
  invite: number;
  remind: number;
  busy: boolean;
  onInvite: () => void;
  onRemind: () => void;
  onClear: () => void;
}

/**
 * The chosen people's actions, stuck to the foot of the screen while anyone is chosen: on a
 * phone the list is thousands of pixels long and the buttons must stay beside the ticked row.
 */
export function SelectionBar({
  count,
  invite,
  remind,
  busy,
  onInvite,
  onRemind,
  onClear,
}: SelectionBarProps) {
  const t = useT();
  return (
    <div className={styles.selectionBar} role="region" aria-label={t('board.selectionLabel')}>
      <p className={styles.selectionCount} aria-live="polite">
        {t('board.selectedCount', { count })}
      </p>
      <div className={styles.selectionButtons}>
        {invite > 0 && (
          <Button onClick={onInvite} disabled={busy}>
            {t('board.inviteChosen', { count: invite })}
          </Button>
        )}
        {remind > 0 && (
          <Button variant="secondary" onClick={onRemind} disabled={busy}>
            {t('board.remindChosen', { count: remind })}
          </Button>
        )}
        <Button variant="link" onClick={onClear}>
          {t('board.clearSelection')}
        </Button>
      </div>
    </div>
  );
}
