import type { AppConfig } from '../../config';
import { localEmailVerifier, type EmailVerifier } from './email-verifier';
import { createMxLookup } from './mx-lookup';
import { libphonenumberVerifier, type PhoneVerifier } from './phone-verifier';

/** The providers behind validate-member-email, validate-email-neverbounce and validate-phone-numverify. */
export type Verifiers = { email: EmailVerifier; phone: PhoneVerifier };

export function createVerifiers(config: AppConfig): Verifiers {
  const mx = createMxLookup({
    servers: config.dnsServers,
    timeoutMs: config.mxTimeoutMs,
    probeDomain: config.mxProbeDomain,
  });
  return { email: localEmailVerifier(mx), phone: libphonenumberVerifier() };
}
