import { describe, expect, it } from 'vitest';
import { refusalField } from './refusal-field';

const refusal = (error: string, params?: Record<string, string | number>) =>
  Object.assign(new Error('Request failed with status code 400'), {
    response: { status: 400, data: { status_code: 400, status_text: 'Bad Request', error, params } },
  });

describe('refusalField: a server refusal shown at the form field it concerns', () => {
  const fields = {
    phone: 'phone',
    PHONE_ALREADY_ADDED: 'phone',
    'primary.address1': 'address1',
    address1: 'address1',
    code: 'code',
    MFA_CODE_INVALID: 'code',
  } as const;

  it.each([
    [
      'a validation refusal, by the field the server names',
      refusal('VALIDATION_FAILED - Enter a 10-digit mobile number.', { field: 'phone', key: 'phone_format' }),
      { field: 'phone', message: 'Enter a 10-digit mobile number.' },
    ],
    [
      'a validation refusal inside an object, by its whole path',
      refusal('VALIDATION_FAILED - Primary address is too long: use at most 120 characters.', {
        field: 'primary',
        path: 'primary.address1',
        key: 'too_long',
        max: 120,
      }),
      { field: 'address1', message: 'Primary address is too long: use at most 120 characters.' },
    ],
    [
      'a validation refusal inside an object, by the last part of its path',
      refusal('VALIDATION_FAILED - Address: the street address is required.', {
        field: 'address',
        path: 'address.address1',
        key: 'street',
      }),
      { field: 'address1', message: 'Address: the street address is required.' },
    ],
    [
      'a refusal by its code (a duplicate number)',
      refusal('PHONE_ALREADY_ADDED - This number is already one of your phones.'),
      { field: 'phone', message: 'This number is already one of your phones.' },
    ],
    [
      'a wrong code, with its tries left',
      refusal('MFA_CODE_INVALID - The code is not correct. 2 tries left.', { attempts_left: 2 }),
      { field: 'code', message: 'The code is not correct. 2 tries left.' },
    ],
  ])('[ERR-1] puts %s at its field', (_case, error, expected) => {
    expect(refusalField(error, fields)).toEqual(expected);
  });

  it.each([
    ['a field this form does not have', refusal('VALIDATION_FAILED - Note is too long.', { field: 'note' })],
    ['a refusal about no field', refusal('RATE_LIMITED - Too many attempts.')],
    ['a failure with no answer (network)', new Error('Network Error')],
    [
      'the request body as a whole',
      refusal('VALIDATION_FAILED - The request body is not valid JSON.', { field: 'body' }),
    ],
    ['something thrown that is not an error', 'oops'],
    ['a code a prototype knows', refusal('toString - x')],
  ])('[ERR-1] leaves %s to the toast', (_case, error) => {
    expect(refusalField(error, fields)).toBeUndefined();
  });
});
