import { afterEach, describe, expect, it, vi } from 'vitest';
import { appContainer } from './painted-landing';

const page = (painted: string) => {
  document.body.innerHTML = `<div id="root">${painted}</div>`;
  return document.getElementById('root')!;
};
const mutationsDone = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.useRealTimers());

describe('the app takes over the painted landing', () => {
  it('renders into #root itself when the server painted nothing', () => {
    const root = page('');
    expect(appContainer(root)).toBe(root);
  });

  it('keeps the painted copy until the app has its heading, then swaps both at once', async () => {
    const root = page('<div data-bs-painted=""><header>painted</header><h1>Hero</h1></div>');
    const host = appContainer(root);
    expect(host.hidden).toBe(true);
    host.innerHTML = '<header>app</header><main></main>';
    await mutationsDone();
    expect(root.querySelector('[data-bs-painted]')).not.toBeNull();
    expect(host.hidden).toBe(true);
    host.querySelector('main')!.innerHTML = '<h1>Hero</h1>';
    await mutationsDone();
    expect(root.querySelector('[data-bs-painted]')).toBeNull();
    expect(host.hidden).toBe(false);
  });

  it('shows the app after a while even if its screen never comes', () => {
    vi.useFakeTimers();
    const root = page('<div data-bs-painted=""><h1>Hero</h1></div>');
    const host = appContainer(root);
    vi.advanceTimersByTime(10_000);
    expect(root.querySelector('[data-bs-painted]')).toBeNull();
    expect(host.hidden).toBe(false);
  });

  it("hands a click on a painted link to the app's link of the same address", async () => {
    const root = page('<div data-bs-painted=""><a href="/s/plans?type=dental">Dental</a></div>');
    const host = appContainer(root);
    const clicks: string[] = [];
    host.innerHTML = '<a href="/s/plans?type=vision">Vision</a><a href="/s/plans?type=dental">Dental</a>';
    host.addEventListener('click', (e) => {
      e.preventDefault();
      clicks.push((e.target as HTMLAnchorElement).getAttribute('href')!);
    });
    root.querySelector<HTMLAnchorElement>('[data-bs-painted] a')!.click();
    await mutationsDone();
    expect(clicks).toEqual(['/s/plans?type=dental']);
    expect(root.querySelector('[data-bs-painted]')).toBeNull();
    expect(host.hidden).toBe(false);
  });
});
