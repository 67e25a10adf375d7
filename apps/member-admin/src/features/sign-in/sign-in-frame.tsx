import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Card } from '@bs/ui';
import { RequestCodeForm } from './request-code-form';
import styles from './sign-in.module.css';

export interface SignInFrameProps {
  /** Prefix of the card's ids: `${id}-title` labels the card, `${id}-form` is the e-mail form. */
  id: string;
  title: string;
  intro: string;
  sendLabel: string;
  /** Mails the one-time code; resolves with the server's (always the same) answer. */
  send: (email: string) => Promise<{ message: string }>;
  /** The step once the code went out (typing it in), for the e-mail it went to. */
  next: (email: string) => ReactNode;
  /** Shown instead of the steps when the whole thing is done. */
  done?: ReactNode;
  /** Where else to go, under the card's steps. */
  links: readonly { to: string; label: string }[];
}

/**
 * The card of the screens that mail a one-time code (forgot password, member sign-in): the title,
 * the e-mail form, then the server's answer with the next step, and the links to the other ways in.
 */
export function SignInFrame({ id, title, intro, sendLabel, send, next, done, links }: SignInFrameProps) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.panel} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        {done ??
          (sent ? (
            <>
              <Alert tone="info">{sent.message}</Alert>
              {next(sent.email)}
            </>
          ) : (
            <>
              <p className={styles.intro}>{intro}</p>
              <RequestCodeForm
                id={`${id}-form`}
                submitLabel={sendLabel}
                send={send}
                onSent={(email, message) => setSent({ email, message })}
              />
            </>
          ))}
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
