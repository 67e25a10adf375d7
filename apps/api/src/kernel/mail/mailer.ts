import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import {
  attachmentsOf,
  claimDue,
  enqueueMail,
  markFailedAttempt,
  markSent,
  releaseClaim,
  type ClaimedMail,
  type OutgoingMail,
} from './outbox.repository';

/** What handlers see: queue a mail in their transaction, then kick the worker after commit. */
export type Mailer = {
  enqueue(tx: Queryable, mail: OutgoingMail): Promise<{ id: number; duplicate: boolean }>;
  /** Asks the worker for a delivery round now instead of at the next interval (no-op without SMTP). */
  kick(): void;
  /** Waits for the current round and stops the worker (app close). */
  stop(): Promise<void>;
  /** One delivery round; resolves when it is over (tests, and the interval). */
  deliverDue(): Promise<void>;
};

const BATCH = 10;

/** `Benefit Store <no-reply@x.example>` -> `x.example`, for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'benefit-store.example';

/**
 * The outbox worker. Without SMTP_URL mails are stored (status `stored`, shown on /mail) and no
 * worker runs. With SMTP_URL a timer (OUTBOX_INTERVAL_MS) plus a kick after each enqueue claims
 * due mails and sends them with nodemailer. A mail is marked sent only after the SMTP server
 * accepted it, by a conditional update on the claim, and carries `<outbox-ID@domain>` as its
 * Message-ID, so a resend after a crash between send and mark is recognisable downstream.
 * A failed send goes back to pending with exponential backoff: nothing is lost, nothing is sent twice
 * by two workers (the claim uses FOR UPDATE SKIP LOCKED).
 */
export function createMailer(db: Db, config: AppConfig, log: FastifyBaseLogger): Mailer {
  const smtpUrl = config.smtpUrl;
  const enqueue: Mailer['enqueue'] = (tx, mail) => enqueueMail(tx, mail, smtpUrl ? 'pending' : 'stored');
  if (!smtpUrl) {
    return { enqueue, kick: () => undefined, stop: async () => undefined, deliverDue: async () => undefined };
  }
  const transport = createTransport({
    url: smtpUrl,
    // A hung SMTP server must not stall the worker: give up and retry later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = domainOf(config.mailFrom);
  let stopped = false;
  let again = false;
  let current: Promise<void> | undefined;

  async function send(m: ClaimedMail) {
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: m.to_address,
        subject: m.subject,
        html: m.html,
        text: m.text,
        attachments: attachmentsOf(m),
        messageId: `<outbox-${m.id}@${domain}>`,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ outbox_id: m.id, attempts: m.attempts, err: message }, 'mail delivery failed; will retry');
      await markFailedAttempt(db, m, message, config.outboxRetryBaseMs);
      return;
    }
    await markSent(db, m);
  }

  async function round() {
    do {
      again = false;
      let claimed: ClaimedMail[];
      try {
        claimed = await claimDue(db, BATCH);
      } catch (err) {
        // Database down or closing: the next interval tries again.
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'outbox claim failed');
        return;
      }
      for (const m of claimed) {
        // Stopping: the mail being sent is finished, the rest of the claim is given back at once
        // (instead of waiting for the lease to expire) so another instance sends it.
        const outcome = stopped ? releaseClaim(db, m) : send(m);
        // A database error while recording the outcome leaves the claim to expire and be retried.
        await outcome.catch((err) => log.error({ err, outbox_id: m.id }, 'outbox update failed'));
      }
      if (claimed.length === BATCH) again = true;
    } while (again && !stopped);
  }

  const deliverDue = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = round().finally(() => {
      current = undefined;
    });
    return current;
  };
  const timer = setInterval(() => void deliverDue(), config.outboxIntervalMs);
  timer.unref();
  return {
    enqueue,
    kick: () => {
      if (!stopped) setImmediate(() => void deliverDue());
    },
    deliverDue,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
      transport.close();
    },
  };
}
