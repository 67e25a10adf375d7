import {
  isDisposable,
  isInvalidDomain,
  isReservedDomain,
  isWellFormed,
  normalizeAddress,
  suggestDomain,
} from './email-rules';
import type { MxLookup } from './mx-lookup';

export type EmailCheck =
  { ok: true; email: string; mx: 'found' | 'unknown' | 'skipped' } | { ok: false; message: string };

/**
 * Whether an address can receive mail. The local verifier below is the default; a paid service
 * (NeverBounce, ZeroBounce...) plugs in by implementing this and being passed to buildApp.
 */
export interface EmailVerifier {
  verify(email: string): Promise<EmailCheck>;
}

export const EMAIL_MESSAGES = {
  invalid: 'Please enter a valid e-mail',
  disposable: 'Disposable e-mail addresses cannot be used. Please enter a permanent e-mail address.',
  noMail: 'This e-mail domain cannot receive mail. Please check the address.',
} as const;

/** Did-you-mean messages carry the corrected address: "Did you mean ana@gmail.com?". */
export const didYouMean = (address: string) => `Did you mean ${address}?`;

/** Syntax, the disposable-domain list, provider typos, then an MX lookup that never blocks. */
export function localEmailVerifier(mx: MxLookup): EmailVerifier {
  return {
    async verify(email) {
      const { address, local, domain } = normalizeAddress(email);
      if (!isWellFormed(local, domain) || isInvalidDomain(domain))
        return { ok: false, message: EMAIL_MESSAGES.invalid };
      if (isDisposable(domain)) return { ok: false, message: EMAIL_MESSAGES.disposable };
      const suggestion = suggestDomain(domain);
      if (suggestion) return { ok: false, message: didYouMean(`${local}@${suggestion}`) };
      if (isReservedDomain(domain)) return { ok: true, email: address, mx: 'skipped' };
      const answer = await mx(domain);
      if (answer === 'none') return { ok: false, message: EMAIL_MESSAGES.noMail };
      return { ok: true, email: address, mx: answer };
    },
  };
}
