import { describe, expect, it } from 'vitest';
import { languageFromCookie, pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['de', 'en'],
    ['en;q=0.2,es;q=0.9', 'es'],
    ['es;q=0,en', 'en'],
    ['', 'en'],
  ])('%s -> %s', (header, lang) => expect(pickLanguage(header)).toBe(lang));

  it('reads a navigator.languages list in order', () => {
    expect(pickLanguage(['pt-BR', 'es-419', 'en'])).toBe('es');
    expect(pickLanguage(undefined)).toBe('en');
  });
});

describe('languageFromCookie', () => {
  it('finds a supported language and ignores anything else', () => {
    expect(languageFromCookie('a=1; bs_lang=es; b=2')).toBe('es');
    expect(languageFromCookie('bs_lang=fr')).toBeUndefined();
    expect(languageFromCookie('xbs_lang=es')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
});
