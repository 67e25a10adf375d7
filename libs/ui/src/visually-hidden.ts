import styles from './visually-hidden.module.css';

/** The class of text for screen readers only (one rule for every app; see the CSS). */
export const visuallyHidden: string = styles.hidden!;
