import { useId, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export interface TooltipProps {
  text: string;
  /** The control the tip describes; it receives the tip's id for aria-describedby. */
  children: (tipId: string) => ReactNode;
}

/**
 * A short text shown while the control is hovered or focused, and read with it (aria-describedby),
 * so a control that is unavailable can say why. Use aria-disabled rather than disabled on that
 * control: a disabled button can be neither focused nor hovered, and the reason would be lost.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  return (
    <span className={styles.wrap}>
      {children(id)}
      <span role="tooltip" id={id} className={styles.tip}>
        {text}
      </span>
    </span>
  );
}
