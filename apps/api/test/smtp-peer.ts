import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

/** A test app's settings to mail through the peer on `port` at once: no /mail page, 100 ms outbox ticks and retries. */
export const mailingTo = (port: number) => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  outboxIntervalMs: 100,
  outboxRetryBaseMs: 100,
  mailPage: false,
});

/** Headers unfolded and quoted-printable undone, so assertions read the message as sent. */
export const decodedMail = (raw: string) =>
  raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    // Quoted-printable escapes are the bytes of UTF-8 text: a run of them is decoded together, so
    // "=C3=AD" reads "í" (one escape at a time would give two Latin-1 characters).
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/**
 * A real SMTP peer on 127.0.0.1 that records every message it accepts. `delayMs` holds each
 * message that long before accepting it (a slow server); `started` counts messages begun.
 */
export function smtpPeer({ delayMs = 0 } = {}) {
  const received: Received[] = [];
  const state = { started: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      state.started++;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        };
        setTimeout(() => {
          received.push(message);
          done();
        }, delayMs);
      });
    },
  });
  return {
    received,
    state,
    listen: (port: number) =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody listens on (yet). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
