import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageFromCookie } from '@bs/domain';
import { defineMessages } from './define-messages';
import { currentLanguage, i18n, setLanguage, switchLanguage } from './i18n';
import { Translator, type Catalogue } from './translator';

/** A catalogue loader the test answers when it wants (a chunk on a slow network). */
function deferred(messages: Catalogue) {
  let answer!: () => void;
  const loader = vi.fn(
    () => new Promise<{ default: Catalogue }>((resolve) => (answer = () => resolve({ default: messages }))),
  );
  return { loader, answer: () => act(async () => answer()) };
}

afterEach(() => {
  cleanup();
  setLanguage('en');
});

describe('catalogues fetched per language', () => {
  it('fetches a language only when it is the page language or asked for', async () => {
    const es = deferred({ hi: 'Hola' });
    const tr = new Translator('en');
    tr.addResourceBundle('en', 'demo', { hi: 'Hi' });
    tr.addResourceLoader('es', 'demo', es.loader);
    expect(es.loader).not.toHaveBeenCalled();
    expect(tr.isLoaded('es')).toBe(false);
    const loading = tr.load('es');
    expect(tr.pending('es', 'demo')).toBeDefined();
    await es.answer();
    await loading;
    expect(tr.isLoaded('es')).toBe(true);
    expect(tr.pending('es', 'demo')).toBeUndefined();
    tr.changeLanguage('es');
    expect(tr.getFixedT('demo')('hi')).toBe('Hola');
    expect(es.loader).toHaveBeenCalledTimes(1);
  });

  it('fetches at once a namespace registered on a page already in that language', () => {
    const es = deferred({ hi: 'Hola' });
    const tr = new Translator('es');
    tr.addResourceLoader('es', 'demo', es.loader);
    expect(es.loader).toHaveBeenCalledTimes(1);
  });

  it('leaves a namespace in English when its catalogue cannot be fetched, and asks again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tr = new Translator('en');
    tr.addResourceBundle('en', 'demo', { hi: 'Hi' });
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { hi: 'Hola' } });
    tr.addResourceLoader('es', 'demo', loader);
    await tr.load('es');
    tr.changeLanguage('es');
    expect(tr.getFixedT('demo')('hi')).toBe('Hi');
    await tr.load('es');
    expect(tr.getFixedT('demo')('hi')).toBe('Hola');
    warn.mockRestore();
  });
});

describe('a switch to a language whose messages are not here yet', () => {
  it('keeps the page in its language until they arrive, then switches; the later of two switches wins', async () => {
    const es = deferred({ title: 'Planes' });
    const { useT } = defineMessages('switchDemo', { en: { title: 'Plans' }, es: es.loader });
    function Title() {
      return <h1>{useT()('title')}</h1>;
    }
    render(<Title />);
    const switched = switchLanguage('es');
    expect(currentLanguage()).toBe('en');
    // The choice is remembered at once: a page opened before the messages arrive is in Spanish.
    expect(languageFromCookie(document.cookie)).toBe('es');
    expect(screen.getByRole('heading').textContent).toBe('Plans');
    await es.answer();
    await switched;
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading').textContent).toBe('Planes');
  });

  it('does not apply an earlier switch that arrives after a later one', async () => {
    const es = deferred({ x: 'equis' });
    defineMessages('raceDemo', { en: { x: 'ex' }, es: es.loader });
    const first = switchLanguage('es');
    setLanguage('en'); // English is here: at once
    await es.answer();
    await first;
    expect(currentLanguage()).toBe('en');
  });
});

describe('a screen that arrives on a Spanish page', () => {
  it('waits for its Spanish messages instead of showing English first', async () => {
    await switchLanguage('es');
    const es = deferred({ title: 'Bienvenido' });
    const { useT } = defineMessages('lateDemo', { en: { title: 'Welcome' }, es: es.loader });
    expect(i18n.pending('es', 'lateDemo')).toBeDefined();
    function Screen() {
      return <h1>{useT()('title')}</h1>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>,
      );
    });
    expect(screen.queryByRole('heading')).toBeNull();
    await es.answer();
    expect(await screen.findByRole('heading', { name: 'Bienvenido' })).toBeTruthy();
  });
});

describe('a namespace in parts (the messages of later screens bundled with those screens)', () => {
  it('merges the parts, fetches each part in Spanish once, and waits for every part', async () => {
    const esCore = deferred({ hi: 'Hola' });
    const esMore = deferred({ detail: { title: 'Detalle' } });
    const tr = new Translator('es');
    tr.addResourceBundle('en', 'demo', { hi: 'Hi' });
    tr.addResourceLoader('es', 'demo', esCore.loader);
    await esCore.answer();
    expect(tr.pending('es', 'demo')).toBeUndefined();
    // A later screen's part: its English comes with its chunk, its Spanish is fetched.
    tr.addResourceBundle('en', 'demo', { detail: { title: 'Detail' } }, 'more');
    tr.addResourceLoader('es', 'demo', esMore.loader, 'more');
    // The same part registered again by another bundle keeps its first loader.
    tr.addResourceLoader('es', 'demo', vi.fn(), 'more');
    expect(tr.pending('es', 'demo')).toBeDefined();
    expect(tr.isLoaded('es')).toBe(false);
    await esMore.answer();
    expect(tr.pending('es', 'demo')).toBeUndefined();
    expect(tr.isLoaded('es')).toBe(true);
    const t = tr.getFixedT('demo');
    expect([t('hi'), t('detail.title')]).toEqual(['Hola', 'Detalle']);
    expect([esCore.loader, esMore.loader].map((l) => l.mock.calls.length)).toEqual([1, 1]);
  });
});
