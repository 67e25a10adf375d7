import { describe, expect, it } from 'vitest';
import { appContainer } from './painted-landing';

// The painted landing and the app side by side, as bootstrap.tsx leaves them: the visitor acts on
// the painted copy, then the app's screen arrives and takes over.
const FORM = `<main id="bs-main" tabindex="-1"><h1>Hero</h1><form>
  <input name="zip" value=""><select name="tier"><option value="">Tier</option><option value="IO">Individual</option></select>
  <button type="submit">View Plans</button></form></main>`;
const mutationsDone = () => new Promise((r) => setTimeout(r, 0));

function landing() {
  document.body.innerHTML = `<div id="root"><div data-bs-painted="">${FORM}</div></div>`;
  const root = document.getElementById('root')!;
  const host = appContainer(root);
  const painted = root.querySelector<HTMLElement>('[data-bs-painted]')!;
  return { root, host, painted };
}
/** The app's screen arriving, with a listener standing for React's (it sees input events only). */
async function appArrives(host: HTMLElement) {
  const seen: string[] = [];
  host.addEventListener('input', (e) =>
    seen.push(`${(e.target as HTMLInputElement).name}=${(e.target as HTMLInputElement).value}`),
  );
  host.innerHTML = FORM;
  await mutationsDone();
  return seen;
}

/** The visitor typing `value` into the painted zip field, the caret left at `caret`. */
function typedInPaintedZip(painted: HTMLElement, value: string, caret: number) {
  const zip = painted.querySelector<HTMLInputElement>('[name="zip"]')!;
  zip.focus();
  zip.value = value;
  zip.setSelectionRange(caret, caret);
}

describe('what the visitor did on the painted landing carries over to the app', () => {
  it('keeps what was typed and chosen, as input the app sees', async () => {
    const { host, painted } = landing();
    painted.querySelector<HTMLInputElement>('[name="zip"]')!.value = '94105';
    painted.querySelector<HTMLSelectElement>('[name="tier"]')!.value = 'IO';
    const seen = await appArrives(host);
    expect(host.hidden).toBe(false);
    expect(host.querySelector<HTMLInputElement>('[name="zip"]')!.value).toBe('94105');
    expect(host.querySelector<HTMLSelectElement>('[name="tier"]')!.value).toBe('IO');
    expect(seen).toEqual(['zip=94105', 'tier=IO']);
  });

  it('lets the painted form take input once this script runs (inert only before it)', () => {
    document.body.innerHTML = `<div id="root"><div data-bs-painted=""><form inert=""><input name="zip"></form></div></div>`;
    appContainer(document.getElementById('root')!);
    expect(document.querySelector('form')!.hasAttribute('inert')).toBe(false);
  });

  it('leaves untouched fields as the app has them', async () => {
    const { host } = landing();
    const seen = await appArrives(host);
    expect(seen).toEqual([]);
  });

  it('gives focus to the same field, the caret where it was', async () => {
    const { host, painted } = landing();
    typedInPaintedZip(painted, '9410', 2);
    await appArrives(host);
    const twin = host.querySelector<HTMLInputElement>('[name="zip"]')!;
    expect(document.activeElement).toBe(twin);
    expect([twin.selectionStart, twin.selectionEnd]).toEqual([2, 2]);
  });

  it('keeps the caret at the end of what was typed when the app writes it its own way', async () => {
    const { host, painted } = landing();
    typedInPaintedZip(painted, '121', 3);
    // The app's field formats what it is given (as the birth date adds its slashes).
    host.addEventListener('input', (e) => {
      const field = e.target as HTMLInputElement;
      if (field.value === '121') field.value = '12/1';
    });
    await appArrives(host);
    const twin = host.querySelector<HTMLInputElement>('[name="zip"]')!;
    expect(twin.value).toBe('12/1');
    expect([twin.selectionStart, twin.selectionEnd]).toEqual([4, 4]);
  });

  it('gives focus to the main content when the skip link had put it there', async () => {
    const { host, painted } = landing();
    painted.querySelector<HTMLElement>('#bs-main')!.focus();
    await appArrives(host);
    expect(document.activeElement).toBe(host.querySelector('#bs-main'));
  });

  it('lets the skip link work on the copy, before the app is there', () => {
    document.body.innerHTML = `<div id="root"><div data-bs-painted=""><a href="#bs-main">Skip</a>${FORM}</div></div>`;
    appContainer(document.getElementById('root')!);
    const skip = document.querySelector<HTMLAnchorElement>('a[href="#bs-main"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    skip.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('gives focus to the same button among its namesakes', async () => {
    const { host, painted } = landing();
    painted.querySelector<HTMLButtonElement>('button')!.focus();
    await appArrives(host);
    expect(document.activeElement).toBe(host.querySelector('button'));
  });
});
