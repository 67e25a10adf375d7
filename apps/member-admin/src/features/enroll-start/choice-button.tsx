import styles from '../../shared/enroll-start.module.css';

export interface ChoiceButtonProps {
  title: string;
  description: string;
  onClick: () => void;
}

/** A large card-like choice; a real button, so Enter, Space and screen readers work as expected. */
export function ChoiceButton({ title, description, onClick }: ChoiceButtonProps) {
  return (
    <button type="button" className={styles.choice} onClick={onClick}>
      <span className={styles.choiceTitle}>{title}</span>
      <span className={styles.choiceText}>{description}</span>
    </button>
  );
}
