import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
}

export function Card({ as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag {...rest} className={[styles.card, className ?? ''].join(' ')} />;
}
