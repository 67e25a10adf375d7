import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../../../test/dns-server';
import { editDistance, isDisposable, suggestDomain } from './email-rules';
import { localEmailVerifier } from './email-verifier';
import { createMxLookup } from './mx-lookup';

describe('e-mail rules', () => {
  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmail.con', 'gmail.com'],
    ['yaho.com', 'yahoo.com'],
    ['hotmial.com', 'hotmail.com'],
    ['outlok.com', 'outlook.com'],
    ['hotmaill.con', 'hotmail.com'],
  ])('suggests %s -> %s', (typo, domain) => expect(suggestDomain(typo)).toBe(domain));

  it.each([
    'gmail.com',
    'mail.com',
    'email.com',
    'hotmail.es',
    'outlook.es',
    'acme-benefits.com',
    'example.com',
  ])('leaves %s alone', (domain) => expect(suggestDomain(domain)).toBeNull());

  it('counts an adjacent swap as one edit and knows the disposable list (with wildcard subdomains)', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(isDisposable('mailinator.com')).toBe(true);
    expect(isDisposable('gmail.com')).toBe(false);
  });
});

describe('MX lookup through node:dns', () => {
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  beforeAll(async () => {
    dns = await startDnsServer({
      'gmail.com': { mx: ['gmail-smtp-in.l.google.com'] },
      'acme-benefits.com': { mx: ['mx1.acme-benefits.com', 'mx2.acme-benefits.com'] },
      'a-only.org': { a: ['192.0.2.7'] },
      'parked.org': {},
      'slow.org': { silent: true },
    });
  });
  afterAll(() => dns.close());
  const lookup = () => createMxLookup({ servers: [dns.server], timeoutMs: 400, probeDomain: 'gmail.com' });

  it('finds mail servers, falls back to an address record, and says none for a domain without either', async () => {
    const mx = lookup();
    expect(await mx('acme-benefits.com')).toBe('found');
    expect(await mx('a-only.org')).toBe('found');
    expect(await mx('parked.org')).toBe('none');
    expect(await mx('no-such-domain.org')).toBe('none');
  });

  it('answers unknown on a timeout, within the deadline', async () => {
    const started = Date.now();
    expect(await lookup()('slow.org')).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('does not believe "no such domain" when DNS cannot even find the probe domain (offline)', async () => {
    const offline = await startDnsServer({});
    try {
      const mx = createMxLookup({ servers: [offline.server], timeoutMs: 400, probeDomain: 'gmail.com' });
      expect(await mx('no-such-domain.org')).toBe('unknown');
    } finally {
      await offline.close();
    }
  });

  it('accepts every real-looking address on this machine within the deadline, whatever its DNS does', async () => {
    const verifier = localEmailVerifier(createMxLookup({ timeoutMs: 800, probeDomain: 'gmail.com' }));
    const started = Date.now();
    const check = await verifier.verify('Someone@Acme-Benefits.com');
    expect(Date.now() - started).toBeLessThan(3000);
    // Offline or online, acme-benefits.com either has mail or DNS cannot say: never a refusal for DNS trouble.
    if (!check.ok)
      expect(check.message).toBe('This e-mail domain cannot receive mail. Please check the address.');
    else expect(check.email).toBe('Someone@acme-benefits.com');
  });

  it('checks syntax, disposable domains and typos before asking DNS', async () => {
    const v = localEmailVerifier(lookup());
    expect(await v.verify('a..b@acme-benefits.com')).toEqual({
      ok: false,
      message: 'Please enter a valid e-mail',
    });
    expect(await v.verify('x@mailinator.com')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Disposable/),
    });
    expect(await v.verify('ana@gmial.com')).toEqual({ ok: false, message: 'Did you mean ana@gmail.com?' });
    expect(await v.verify('ana@example.com')).toEqual({ ok: true, email: 'ana@example.com', mx: 'skipped' });
    expect(await v.verify('ana@parked.org')).toMatchObject({ ok: false });
    expect(await v.verify('ana@acme-benefits.com')).toEqual({
      ok: true,
      email: 'ana@acme-benefits.com',
      mx: 'found',
    });
  });
});
