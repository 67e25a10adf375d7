import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from './i18n/messages';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row (Back / Submit ...). */
  footer?: ReactNode;
}

/** An accessible modal dialog: labelled by its title, focus trapped inside, Esc closes, focus returns. */
export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useFocusTrap(ref, open, () => latestClose.current());
  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
