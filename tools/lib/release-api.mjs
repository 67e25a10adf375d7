// The release commands' way into a running platform (issue 22, ADR 0018): the same admin calls
// the console uses, signed in the way tenant:onboard signs in (tools/onboard-via-api.mjs).
import { apiUrlOf } from '../onboard-via-api.mjs';

export { apiUrlOf };

const basic = (env) =>
  `Basic ${Buffer.from(env.API_BASIC_AUTH || 'benefit-store-web:public').toString('base64')}`;

const errorsOf = (json) =>
  Array.isArray(json?.data) ? json.data.map((e) => `${e.target_element}: ${e.error_message}`) : [];

async function request(url, env, auth, method, name, body) {
  let res;
  try {
    res = await fetch(`${url}/api/v1/${name}`, {
      method,
      headers: {
        authorization: basic(env),
        ...auth,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (cause) {
    throw new Error(`no platform answers at ${url} (start it, or set BS_API_URL or PORT): ${cause.message}`);
  }
  const json = await res.json().catch(() => ({}));
  return { status: res.status, json, headers: res.headers };
}

/**
 * Who the command acts as: BS_RELEASE_TOKEN (the platform's RELEASE_TOKEN, for CI), else
 * BS_ADMIN_TOKEN (a platform administrator's session), else ADMIN_EMAIL/ADMIN_PASSWORD.
 */
async function credentials(url, env) {
  if (env.BS_RELEASE_TOKEN) return { 'x-release-token': env.BS_RELEASE_TOKEN };
  if (env.BS_ADMIN_TOKEN) return { cookie: `bs_session=${env.BS_ADMIN_TOKEN}` };
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)
    throw new Error(
      'set BS_RELEASE_TOKEN (the platform RELEASE_TOKEN), BS_ADMIN_TOKEN, or ADMIN_EMAIL and ADMIN_PASSWORD (a platform administrator)',
    );
  const r = await request(url, env, {}, 'POST', 'sign-in', {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  const cookie = /bs_session=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0];
  if (r.status !== 200 || !cookie)
    throw new Error(`signing in as ${env.ADMIN_EMAIL} failed: ${errorsOf(r.json).join('; ') || r.status}`);
  return { cookie };
}

/** A signed-in client of the release calls: call(name, body?) answers the data or throws the API's reasons. */
export async function releaseClient(env = process.env) {
  const url = apiUrlOf(env);
  const auth = await credentials(url, env);
  return {
    url,
    async call(name, body) {
      const r = await request(url, env, auth, body === undefined ? 'GET' : 'POST', name, body);
      if (r.status === 200 && r.json.status === 'success') return r.json.data;
      const reasons = errorsOf(r.json);
      const err = new Error(
        `${name} was refused (${r.status}):\n  ${reasons.join('\n  ') || 'no reason given'}`,
      );
      err.reasons = reasons;
      throw err;
    },
  };
}

/** One line per place: what `remote` serves now. */
export function liveSummary(r) {
  const lines = [`active: ${r.active_version ?? 'environment build'}`];
  if (r.rollout_version) lines.push(`rollout: ${r.rollout_version} to ${r.rollout_percent}% of browsers`);
  for (const p of r.pins) lines.push(`pinned: ${p.version} for ${p.tenant_slug}`);
  return lines.map((l) => `  ${l}`).join('\n');
}

/** The remotes by federation name, with the folder under apps/ each builds from. */
export const REMOTE_DIRS = {
  shop: 'shop',
  cart_quote: 'cart-quote',
  enrollment_wizard: 'enrollment-wizard',
  member_admin: 'member-admin',
  platform_admin: 'platform-admin',
};

/** `cart-quote` or `cart_quote` -> `cart_quote`; anything else is an error naming the choices. */
export function remoteName(arg) {
  const name = String(arg ?? '').replace(/-/g, '_');
  if (!(name in REMOTE_DIRS))
    throw new Error(`name a remote: ${Object.keys(REMOTE_DIRS).join(', ')} (got "${arg ?? ''}")`);
  return name;
}
