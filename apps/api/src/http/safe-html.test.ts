import { describe, expect, it } from 'vitest';
import { safeEmailHtml, safeHtml } from './safe-html';

const HOSTILE =
  '<p>Covered at <strong>100%</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">x</a><a href="https://example.com/plan">plan</a>' +
  '<iframe src="https://evil.example"></iframe><form action="/x"><input name="ssn"></form>' +
  '<p onclick="alert(4)" style="background:url(javascript:alert(5))">y</p><svg><script>alert(6)</script></svg>';

describe('safeHtml (plan texts, the about text)', () => {
  it('keeps formatting and plain links, drops scripts, handlers, frames, forms, images and styles', () => {
    const out = safeHtml(HOSTILE);
    expect(out).toContain('<p>Covered at <strong>100%</strong></p>');
    expect(out).toContain(
      '<a href="https://example.com/plan" rel="noopener noreferrer" target="_blank">plan</a>',
    );
    expect(out).not.toMatch(/alert|<script|<img|<iframe|<form|<input|onclick|style=|javascript:|<svg/i);
    expect(out).toContain('<a rel="noopener noreferrer" target="_blank">x</a>');
  });
  it('leaves text that is already safe as it was', () => {
    const text = '<p>Two cleanings a year.</p><ul><li>No waiting period</li></ul>';
    expect(safeHtml(text)).toBe(text);
  });
});

describe('safeEmailHtml (the quote preview)', () => {
  it('keeps the e-mail layout and drops the document wrapper and anything active', () => {
    const mail =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quote</title></head><body>' +
      '<table role="presentation" width="100%" cellpadding="0"><tr><td style="background:#123456;padding:16px">' +
      '<img src="https://store.example/logo.svg" alt="Summit" height="40" style="display:block"></td></tr></table>' +
      HOSTILE +
      '</body></html>';
    const out = safeEmailHtml(mail);
    expect(out).toContain('<table role="presentation" width="100%" cellpadding="0">');
    expect(out).toContain('style="background:#123456;padding:16px"');
    expect(out).toContain(
      '<img src="https://store.example/logo.svg" alt="Summit" height="40" style="display:block" />',
    );
    expect(out).not.toMatch(/<html|<head|<title|Quote<|<meta/);
    expect(out).not.toMatch(/alert|<script|onerror|<iframe|<form|onclick|url\(|javascript:/i);
  });
});
