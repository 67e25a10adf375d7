import { describe, expect, it } from 'vitest';
import { mapFieldErrors } from './map-field-errors';

describe('mapFieldErrors', () => {
  it('puts each server message beside its field, first message wins, the rest go to the form', () => {
    // The shape the api-client's ApiFieldError has (errors + status); matched by shape, as a
    // remote's own copy of the api-client throws a class that `instanceof` would not know.
    const err = Object.assign(new Error('Zip code is not valid'), {
      errors: [
        { target_element: 'zip', error_message: 'Zip code is not valid' },
        { target_element: 'zip', error_message: 'second zip message' },
        { target_element: 'primary_info.dob', error_message: 'Date of birth must be MM/DD/YYYY' },
        { target_element: 'form', error_message: 'Try again later' },
      ],
      status: 400,
    });
    expect(mapFieldErrors(err, ['zip', 'dob', 'tier'])).toEqual({
      fields: { zip: 'Zip code is not valid', dob: 'Date of birth must be MM/DD/YYYY' },
      formError: 'Try again later',
    });
  });

  it('turns any other failure into a form-level message', () => {
    expect(mapFieldErrors(new Error('Network failure'), ['zip'])).toEqual({
      fields: {},
      formError: 'Network failure',
    });
  });
});
