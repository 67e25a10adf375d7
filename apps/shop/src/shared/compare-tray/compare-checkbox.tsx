import { useState } from 'react';
import { CheckboxField } from '@bs/ui';
import { useT } from './i18n/messages';
import { useComparePicks } from './use-compare-picks';
import styles from './compare-tray.module.css';

export interface CompareCheckboxProps {
  planId: number;
  planName: string;
}

/**
 * "Compare" on a plan card and on plan detail: puts the plan in the compare tray or takes it out.
 * A fifth plan is refused: the box stays clear and says why (announced, next to the box).
 */
export function CompareCheckbox({ planId, planName }: CompareCheckboxProps) {
  const tc = useT();
  const { has, toggle } = useComparePicks();
  const [refused, setRefused] = useState(false);
  return (
    <CheckboxField
      className={styles.checkbox}
      label={tc('compare.checkbox')}
      aria-label={tc('compare.checkboxFor', { name: planName })}
      checked={has(planId)}
      error={refused ? tc('compare.tooMany') : null}
      onChange={() => setRefused(toggle({ plan_id: planId, plan_name: planName }) === 'full')}
    />
  );
}
