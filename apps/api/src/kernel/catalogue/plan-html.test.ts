import { describe, expect, it } from 'vitest';
import { htmlProblem, refuseBadHtml } from './plan-html';

describe('plan text HTML check', () => {
  it('accepts plain text and the markup plan texts are written with, in any language', () => {
    expect(htmlProblem('Sin preguntas de salud')).toBeNull();
    expect(htmlProblem('<p>Atención preventiva al <strong>100%</strong>.</p>')).toBeNull();
    expect(htmlProblem('<ul><li>Uno</li><li>Dos<br>tres</li></ul>')).toBeNull();
    expect(htmlProblem('<p>Elevate Health &amp; Wellness</p>')).toBeNull();
    expect(
      htmlProblem('<p><a href="https://example.com/es">Más</a> o <a href="tel:+18005550142">llame</a></p>'),
    ).toBeNull();
  });

  it('names malformed HTML: unclosed, crossed and stray tags, unquoted attributes', () => {
    expect(htmlProblem('<p>Sin cerrar')).toMatch(/malformed HTML: <p> is never closed/);
    expect(htmlProblem('<p><strong>cruzado</p></strong>')).toMatch(/malformed HTML: <\/p> closes/);
    expect(htmlProblem('<p>fin</p></ul>')).toMatch(/malformed HTML/);
    expect(htmlProblem('<p>3 < 4</p>')).toMatch(/malformed HTML: a "<"/);
    expect(htmlProblem('<p><a href=https://x.example>x</a></p>')).toMatch(/malformed HTML/);
  });

  it('names unsafe markup: tags, handlers, styles and links outside the allowlist', () => {
    expect(htmlProblem('<p>Hola</p><script>alert(1)</script>')).toMatch(/unsafe markup: <script>/);
    expect(htmlProblem('<img src="x">')).toMatch(/unsafe markup: <img>/);
    expect(htmlProblem('<p onclick="alert(1)">Hola</p>')).toMatch(/unsafe markup: onclick on <p>/);
    expect(htmlProblem('<p style="color:red">Hola</p>')).toMatch(/unsafe markup: style on <p>/);
    expect(htmlProblem('<a href="javascript:alert(1)">x</a>')).toMatch(/unsafe markup: the link/);
    expect(htmlProblem('<iframe src="https://x.example"></iframe>')).toMatch(/unsafe markup: <iframe>/);
  });

  it('refuses a plan naming the plan, the language and the text', () => {
    expect(() =>
      refuseBadHtml(1001, 'es', { short_text: '<p>bien</p>', plan_desc: { faq_text: '<p>mal' } }),
    ).toThrow('Plan 1001 (es) faq_text: malformed HTML: <p> is never closed');
    expect(() => refuseBadHtml(1001, 'en', { short_text: '<p>ok</p><script></script>' })).toThrow(
      'Plan 1001 (en) short_text: unsafe markup: <script> is not allowed',
    );
    expect(() => refuseBadHtml(1001, 'es', { short_text: '<p>bien</p>' })).not.toThrow();
  });
});
