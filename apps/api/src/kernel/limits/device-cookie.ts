import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH } from '@bs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setCookie } from '../access/cookie';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * once signed in as someone (or continued their enrollment with the mailed code) gets a signed
 * cookie naming that person. From it, attempts for that person are counted per device and skip the
 * account-wide lock, so a stranger's failures can never shut the owner out of their own browser.
 * The value is a random nonce plus an HMAC over subject and nonce; nothing is stored server-side.
 */
export const DEVICE_COOKIE_PREFIX = 'bs_device_';
export const DEVICE_MAX_AGE_SECONDS = 90 * 24 * 3600;

const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');
/** The cookie's name per subject: a short HMAC, so the name tells nothing about the person. */
const nameOf = (key: string, subject: string) =>
  DEVICE_COOKIE_PREFIX + mac(key, `name\n${subject}`).replace(/[-_]/g, '').slice(0, 16);

export type Devices = {
  /** The device's nonce when the request carries a valid device cookie for `subject`. */
  verify(req: FastifyRequest, subject: string): string | undefined;
  /** Sets (or renews) the device cookie for `subject` on the answer. */
  issue(req: FastifyRequest, reply: FastifyReply, subject: string): void;
};

/** `secret` is the server's code pepper: a cookie cannot be forged without it. */
export function devices(secret: string): Devices {
  const key = mac(secret, 'device-cookie');
  const verify: Devices['verify'] = (req, subject) => {
    const value = cookieOf(req, nameOf(key, subject));
    const [nonce, sig] = value?.split('.') ?? [];
    if (!nonce || !sig) return undefined;
    const want = Buffer.from(mac(key, `device\n${subject}\n${nonce}`));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got) ? nonce : undefined;
  };
  return {
    verify,
    issue(req, reply, subject) {
      const nonce = verify(req, subject) ?? randomBytes(16).toString('base64url');
      const value = `${nonce}.${mac(key, `device\n${subject}\n${nonce}`)}`;
      setCookie(req, reply, nameOf(key, subject), value, DEVICE_MAX_AGE_SECONDS, API_BASE_PATH);
    },
  };
}
