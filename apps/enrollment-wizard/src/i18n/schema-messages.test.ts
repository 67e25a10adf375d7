import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { translateSchemaMessage } from './schema-messages';

describe('schema messages in the reader language', () => {
  afterEach(() => setLanguage('en'));

  it('keeps English as the contract wrote it and translates known messages to Spanish', async () => {
    expect(translateSchemaMessage('SSN must be 9 digits.')).toBe('SSN must be 9 digits.');
    await setLanguage('es');
    expect(translateSchemaMessage('SSN must be 9 digits.')).toBe(
      'El número de Seguro Social debe tener 9 dígitos.',
    );
    expect(translateSchemaMessage('Must be at most 50 characters.')).toBe(
      'Debe tener como máximo 50 caracteres.',
    );
    expect(translateSchemaMessage('Something the wizard does not know.')).toBe(
      'Something the wizard does not know.',
    );
  });
});
