import { useId, useState, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '@bs/ui';
import type { AgreementText } from '@bs/contract';
import { useT } from '../../i18n/messages';
import styles from './agreement-text.module.css';

export interface AgreementTextItemProps {
  text: AgreementText;
  index: number;
  /** Prefix of the heading's id, unique on the page. */
  idPrefix?: string;
  /** The text's required checkbox. */
  children: ReactNode;
}

/**
 * One agreement text with its checkbox (the agreement step; the EFT terms beside a bank account). On a desktop the text shows in a scroll box of its own;
 * on a phone it folds behind "Read the full text", so the required boxes and the signature pad
 * below them fit on one or two screens instead of five texts' length (issue 20).
 */
export function AgreementTextItem({ text, index, idPrefix = 'agreement', children }: AgreementTextItemProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const headId = `${idPrefix}-head-${index}`;
  const body = (
    // Focusable, so keyboards scroll it too.
    <div
      id={bodyId}
      className={styles.textScroll}
      tabIndex={0}
      role="region"
      aria-labelledby={headId}
      hidden={phone && !open}
    >
      <p className={styles.textBody}>{text.text_body}</p>
    </div>
  );
  return (
    <li className={styles.text}>
      <h2 className={styles.textHead} id={headId}>
        {text.text_head}
      </h2>
      {phone && (
        <button
          type="button"
          className={styles.readToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'agreement.hideText' : 'agreement.readText')}
        </button>
      )}
      {body}
      {children}
    </li>
  );
}
export { default as textStyles } from './agreement-text.module.css';
