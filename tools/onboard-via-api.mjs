// tenant:onboard's path through a running platform (issue 13, ADR 0011): the API owns its database
// (a PGlite directory is locked to it), so the tenant is registered through the admin calls and is
// live at once on every instance, instead of being written behind the server's back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The running API's base URL: BS_API_URL, else this machine on PORT (the API's default 4200). */
export const apiUrlOf = (env) =>
  (env.BS_API_URL || `http://127.0.0.1:${env.PORT || 4200}`).replace(/\/+$/, '');

/** True when something answers the API's /health there within a second. */
export async function apiRunning(url) {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1500) });
    await res.arrayBuffer();
    return res.status < 500 || res.status === 503;
  } catch {
    return false;
  }
}

const basic = (env) =>
  `Basic ${Buffer.from(env.API_BASIC_AUTH || 'benefit-store-web:public').toString('base64')}`;

async function call(url, env, cookie, method, path, body) {
  const res = await fetch(`${url}/api/v1/${path}`, {
    method,
    headers: {
      authorization: basic(env),
      ...(cookie && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, json, headers: res.headers };
}

const errorsOf = (json) =>
  Array.isArray(json?.data) ? json.data.map((e) => `${e.target_element}: ${e.error_message}`).join('; ') : '';

/** A platform administrator's session: BS_ADMIN_TOKEN (a session token), else ADMIN_EMAIL/ADMIN_PASSWORD. */
async function adminCookie(url, env) {
  if (env.BS_ADMIN_TOKEN) return `bs_session=${env.BS_ADMIN_TOKEN}`;
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)
    throw new Error(
      `the platform is running at ${url}, so the tenant must be registered through it: set ADMIN_EMAIL and ` +
        'ADMIN_PASSWORD (a platform administrator) or BS_ADMIN_TOKEN, then run this again with --force',
    );
  const r = await call(url, env, undefined, 'POST', 'sign-in', {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  const cookie = /bs_session=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0];
  if (r.status !== 200 || !cookie)
    throw new Error(`signing in as ${env.ADMIN_EMAIL} failed: ${errorsOf(r.json) || r.status}`);
  if (r.json.data?.principal?.kind !== 'platform_admin')
    throw new Error(`${env.ADMIN_EMAIL} is not a platform administrator`);
  return cookie;
}

/**
 * Uploads the folder's images and creates the tenant (or, when it exists and `force`, updates it).
 * Returns 'created' or 'updated'; throws with the API's field errors in words.
 */
export async function registerThroughApi({ url, env, tenant, dir, force }) {
  const cookie = await adminCookie(url, env);
  const upload = async (field, file) => {
    const type = file.endsWith('.svg')
      ? 'image/svg+xml'
      : file.endsWith('.png')
        ? 'image/png'
        : file.endsWith('.webp')
          ? 'image/webp'
          : 'image/jpeg';
    const r = await call(url, env, cookie, 'POST', 'upload-tenant-image', {
      slug: tenant.slug,
      field,
      content_type: type,
      content_base64: readFileSync(join(dir, file)).toString('base64'),
    });
    if (r.status !== 200) throw new Error(`uploading ${file} failed: ${errorsOf(r.json) || r.status}`);
    return r.json.data.file_name;
  };
  const form = {
    ...tenant,
    logo: await upload('logo', tenant.logo),
    image: await upload('image', tenant.image),
  };
  const created = await call(url, env, cookie, 'POST', 'create-tenant', form);
  if (created.status === 200) return 'created';
  const taken =
    created.status === 422 &&
    created.json.data?.some?.((e) => e.target_element === 'slug' && /taken/.test(e.error_message));
  if (!taken) throw new Error(`the API refused the tenant: ${errorsOf(created.json) || created.status}`);
  if (!force)
    throw new Error(`the running platform already has a tenant "${tenant.slug}" (use --force to update it)`);
  const current = await call(url, env, cookie, 'GET', `get-tenant?slug=${encodeURIComponent(tenant.slug)}`);
  if (current.status !== 200)
    throw new Error(`reading "${tenant.slug}" failed: ${errorsOf(current.json) || current.status}`);
  const updated = await call(url, env, cookie, 'POST', 'update-tenant', {
    ...form,
    version: current.json.data.version,
  });
  if (updated.status !== 200)
    throw new Error(`the API refused the update: ${errorsOf(updated.json) || updated.status}`);
  return 'updated';
}
