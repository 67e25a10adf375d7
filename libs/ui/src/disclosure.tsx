import { useId, useState, type ReactNode } from 'react';
import styles from './disclosure.module.css';

export interface DisclosureProps {
  /** The button's label (e.g. the server's exclusions_text_name). */
  label: string;
  /** The label's language when it differs from the page's (a catalogue text in its English fallback). */
  labelLang?: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** A collapsible section: a real button with aria-expanded controlling the region below it. */
export function Disclosure({ label, labelLang, children, defaultOpen = false }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className={styles.box}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <span lang={labelLang}>{label}</span>
          <span aria-hidden="true" className={styles.icon}>
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={id} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
