import { describe, expect, it } from 'vitest';
import { createTranslator, fill, placeholdersOf } from './translate';

const messages = createTranslator({
  es: {
    'This plan was not found.': 'No encontramos este plan.',
    '{plan} was added to your cart.': 'Se agregó {plan} a su carrito.',
    '{plan} is not available with an effective date of {date}: {reason}':
      '{plan} no está disponible con la fecha de vigencia {date}: {reason}',
    'Plan not available in your state.': 'Este plan no está disponible en su estado.',
    '{option} up to age {age}': '{option} hasta los {age} años',
    'No benefit can be issued ({caps}).': 'No se puede emitir ningún beneficio ({caps}).',
    'Please choose one of: {values}.': 'Elija una de estas opciones: {values}.',
    'Please choose one of: IO, IS.': 'Elija IO o IS.',
    '{x}': 'never used: a bare placeholder would match everything',
  },
});
const es = (m: string) => messages.translate(m, 'es');

describe('translate', () => {
  it('answers English unchanged, and unknown texts in English', () => {
    expect(messages.translate('This plan was not found.', 'en')).toBe('This plan was not found.');
    expect(es('Something nobody wrote down.')).toBe('Something nobody wrote down.');
    expect(es('')).toBe('');
  });

  it('translates exact texts, and templates with their values', () => {
    expect(es('This plan was not found.')).toBe('No encontramos este plan.');
    expect(es('BrightSmile Dental PPO was added to your cart.')).toBe(
      'Se agregó BrightSmile Dental PPO a su carrito.',
    );
  });

  it('prefers an exact text over a template that also fits', () => {
    expect(es('Please choose one of: IO, IS.')).toBe('Elija IO o IS.');
    expect(es('Please choose one of: IC, IF.')).toBe('Elija una de estas opciones: IC, IF.');
  });

  it('translates a value that is itself a known message', () => {
    expect(
      es('Keystone is not available with an effective date of 01/01/2027: Plan not available in your state.'),
    ).toBe(
      'Keystone no está disponible con la fecha de vigencia 01/01/2027: Este plan no está disponible en su estado.',
    );
  });

  it('translates a list value item by item when every item is known', () => {
    expect(es('No benefit can be issued ($100,000 up to age 65, $250,000 up to age 60).')).toBe(
      'No se puede emitir ningún beneficio ($100,000 hasta los 65 años, $250,000 hasta los 60 años).',
    );
    expect(es('No benefit can be issued (Gold, Silver).')).toBe(
      'No se puede emitir ningún beneficio (Gold, Silver).',
    );
  });

  it('gives the template itself for composed texts', () => {
    expect(messages.template('{plan} was added to your cart.', 'es')).toBe('Se agregó {plan} a su carrito.');
    expect(messages.template('Unknown {x}', 'es')).toBe('Unknown {x}');
    expect(messages.has('This plan was not found.', 'es')).toBe(true);
    expect(messages.has('This plan was not found.', 'en')).toBe(false);
  });
});

describe('fill and placeholdersOf', () => {
  it('fills known names and leaves the others', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(placeholdersOf('{plan} at {date}: {reason}')).toEqual(['plan', 'date', 'reason']);
  });
});
