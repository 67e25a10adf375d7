// Step-to-step times of the enrollment wizard in a real Chromium (bench:web, issue 31): a new
// applicant's dental cart (Member Only) checked out from the cart page, then Next through Personal
// Information, Contact Information, Review & Confirmation and Agreement & Signature to Billing.
// Each time is from the click on Next to the frame after the next step's heading is in the page
// (requestAnimationFrame after it appears: the frame that paints it), read in the page itself.
// The walk also counts the scripts requested between Proceed to Enrollment and the first step's
// form, and the JS (gzip of each body, as vitals.mjs counts) downloaded from the cart to Billing.
// Personal and contact details are saved through the API first (the step then opens with them and
// Next saves them again, as after a continue-by-code): the walk measures the wizard, not typing.
import { gzipSync } from 'node:zlib';

const AUTH = { authorization: `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}` };
const STEPS = [
  'Personal Information',
  'Contact Information',
  'Review & Confirmation',
  'Agreement & Signature',
  'Billing Information',
];

async function call(ctx, origin, method, path, data) {
  const url = `${origin}/api/v1/${path}`;
  const res =
    method === 'GET' ? await ctx.get(url, { headers: AUTH }) : await ctx.post(url, { headers: AUTH, data });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A quote with dental in the cart and the first two steps saved; answers its enrollment id. */
async function prepare(ctx, origin) {
  const created = await call(ctx, origin, 'POST', 'add-filter-for-new-user', {
    zip: '94105',
    dob: '04/18/1988',
    tier: 'IO',
    gender: 0,
    eprocess: 'applicant',
    agent_id: 10109,
    group_id: 77,
    platform_group_id: 101,
    open_type: 'user',
  });
  const id = created.temp_enrollment_id;
  const post = (path, data) => call(ctx, origin, 'POST', path, { enrollment_id: id, ...data });
  await post('add-plan-to-cart', { plan_id: 1001, plan_pricing_id: 100101 });
  return id;
}

async function saveFirstSteps(ctx, origin, id) {
  const get = (path) => call(ctx, origin, 'GET', `${path}?enrollment_id=${id}`);
  const post = (path, data) => call(ctx, origin, 'POST', path, { enrollment_id: id, ...data });
  const defs = (await get('get-form-fields-personal-info')).result;
  const asked = (name, value) =>
    defs.some((d) => d.field_name === name && d.required === 1) ? { [name]: value } : {};
  await post('save-personal-info', {
    first_name: 'Ana',
    last_name: 'Lopez',
    marital_status: 0,
    ssn: '512345678',
    ...asked('prior_coverage_flag', 0),
    ...asked('weight', '150'),
    ...asked('height_feet', '5'),
    ...asked('height_inch', '6'),
  });
  await post('save-contact-info', {
    email_address: `bench.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    phone_number: '2015550123',
    address1: '1 Market Street',
    city: 'San Francisco',
    with_validation: 0,
  });
}

/** Clicks the button named `button` and answers the ms until the frame after `heading` appeared. */
function timeTo(page, button, heading) {
  return page.evaluate(
    ([button, heading]) =>
      new Promise((resolve, reject) => {
        const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === button);
        if (!b) return reject(new Error(`no ${button} button`));
        const shown = () => document.querySelector('#wizard-step-title')?.textContent === heading;
        const start = performance.now();
        const done = () => requestAnimationFrame(() => resolve(performance.now() - start));
        const watch = new MutationObserver(() => {
          if (!shown()) return;
          watch.disconnect();
          done();
        });
        watch.observe(document.body, { childList: true, subtree: true, characterData: true });
        b.click();
        setTimeout(() => reject(new Error(`${heading} not shown within 60 s`)), 60_000);
      }),
    [button, heading],
  );
}

/**
 * One walk on a fresh browser context under `profile` (vitals.mjs PROFILES): answers the four
 * step-to-step times, the scripts of entering the wizard and the walk's JS.
 */
export async function walkOnce(browser, origin, profile) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  try {
    const id = await prepare(context.request, origin);
    await page.addInitScript((v) => localStorage.setItem('tempId', JSON.stringify(v)), id);
    await page.goto(`${origin}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
    await saveFirstSteps(context.request, origin, id);
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const at = scripts.length;
      scripts.push({ url: res.url(), gzip: 0 });
      try {
        scripts[at].gzip = gzipSync(await res.body(), { level: 9 }).length;
      } catch {
        /* redirected or aborted */
      }
    });
    // Entering: the scripts requested from Proceed to Enrollment until the first step's form shows
    // (what comes after, when idle, is the next step's prefetch and the picture tool).
    let entering = null;
    page.on('request', (req) => {
      if (entering && req.resourceType() === 'script') entering.push(new URL(req.url()).pathname);
    });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const proceed = page
      .getByRole('dialog', { name: 'Confirmation' })
      .getByRole('button', { name: 'Proceed to Enrollment' });
    await proceed.waitFor();
    entering = [];
    await proceed.click();
    await page.getByLabel('First Name').waitFor();
    // Of them, what the first step waited for: the wizard's own scripts, less the ones fetched in
    // idle time while its reads ran (the next step's chunk, the picture tool) and the shell's
    // idle warm-up of other remotes.
    const idle = (path) => /\/step-(?!primary_info)|html2canvas/.test(path);
    const entryScripts = entering.filter((p) => p.includes('/enrollment-wizard/') && !idle(p));
    const entryOthers = entering.filter((p) => !entryScripts.includes(p));
    entering = null;
    await page.waitForLoadState('networkidle');
    const times = [];
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
      // The step's form has what was saved (its loader is gone) before Next is clicked.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      times.push(await timeTo(page, 'Next', STEPS[i + 1]));
    }
    await page
      .getByRole('checkbox', { name: /I have read and agree to/ })
      .first()
      .waitFor();
    for (const box of await page.getByRole('checkbox', { name: /I have read and agree to/ }).all())
      await box.check();
    await page.getByLabel('Verification Answer').fill('04/18/1988');
    const user = page.getByLabel('User Name');
    if (await user.count()) await user.fill('Ana Lopez');
    await page.getByLabel('Or type your full name to sign').fill('Ana Lopez');
    await page.getByRole('button', { name: 'Sign with typed name' }).click();
    await page.getByText('Your signature has been captured.').waitFor({ state: 'attached' });
    times.push(await timeTo(page, 'Next', STEPS[4]));
    await page.getByLabel('Card Number').waitFor();
    await page.waitForLoadState('networkidle');
    return {
      times,
      entryScripts,
      entryOthers,
      walkScripts: scripts.length,
      walkGzip: scripts.reduce((s, x) => s + x.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

/** The step each time ends on, in walk order. */
export const WALK_STEPS = STEPS.slice(1);

export const percentile = (xs, p) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};

/** `walks` walks per build and profile, the builds interleaved walk by walk (a busy spell weighs on all). */
export async function compareWalks(browser, builds, profiles, walks) {
  const out = new Map();
  for (const profile of profiles)
    for (let w = 0; w < walks; w++)
      for (const b of w % 2 ? [...builds].reverse() : builds) {
        const key = `${profile.name}\u0000${b.name}`;
        if (!out.has(key))
          out.set(key, {
            times: [],
            byStep: STEPS.slice(1).map(() => []),
            entry: [],
            others: [],
            scripts: [],
            gzip: [],
            failed: 0,
          });
        const r = out.get(key);
        try {
          const one = await walkOnce(browser, b.origin, profile);
          r.times.push(...one.times);
          one.times.forEach((t, i) => r.byStep[i].push(t));
          r.entry.push(one.entryScripts);
          r.others.push(one.entryOthers);
          r.scripts.push(one.walkScripts);
          r.gzip.push(one.walkGzip);
        } catch (e) {
          r.failed++;
          console.warn(`  ${b.name}, ${profile.name}: walk failed: ${e.message.split('\n')[0]}`);
        }
      }
  return out;
}
