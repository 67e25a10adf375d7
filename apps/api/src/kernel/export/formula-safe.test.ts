import { describe, expect, it } from 'vitest';
import { formulaSafe } from './formula-safe';

describe('formula-safe cells', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\t=cmd', '\r=cmd', '=cmd|" /C calc"!A0'])('escapes %j', (v) => {
    expect(formulaSafe(v)).toBe(`'${v}`);
  });
  it.each(['Ana', 'ana+work@example.com', 'O-Brien', '', "'quoted"])('leaves %j as it is', (v) => {
    expect(formulaSafe(v)).toBe(v);
  });
});
