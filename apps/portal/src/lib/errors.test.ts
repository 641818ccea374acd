import { describe, expect, it } from 'vitest';
import { extractErrorCode, extractErrorMessage, TokenRefreshError } from './errors';

const withResponse = (data: unknown, message = 'Request failed with status code 400') =>
  Object.assign(new Error(message), { response: { status: 400, data } });

describe('extractErrorMessage', () => {
  it.each([
    ['the response error field', withResponse({ error: 'Email is required' }), 'Email is required'],
    ['the error message when the body has no error', withResponse({ status_code: 400 }, 'Bad'), 'Bad'],
    ['the error message when the body is text', withResponse('<html>', 'Network Error'), 'Network Error'],
    ['the error message of a plain Error', new Error('Timeout'), 'Timeout'],
    ['the unknown text for a string thrown', 'oops', 'An unknown error occurred'],
    ['the unknown text for undefined', undefined, 'An unknown error occurred'],
    ['the unknown text for an empty message', new Error(''), 'An unknown error occurred'],
    [
      'the refresh failure text',
      new TokenRefreshError(),
      'Token refresh failed. Unexpected response format.',
    ],
  ])('[ERR-1] takes %s', (_case, error, expected) => {
    expect(extractErrorMessage(error)).toBe(expected);
  });

  it.each([
    ['MFA_CODE_INVALID - The code is not correct.', 'The code is not correct.'],
    ['A - b - c', 'b - c'],
    ['x-y', 'y'],
    ['RATE_LIMITED -   Try again in a minute.  ', 'Try again in a minute.'],
    ['No hyphen here', 'No hyphen here'],
  ])('[ERR-2] "%s" shows "%s"', (field, expected) => {
    expect(extractErrorMessage(withResponse({ error: field }))).toBe(expected);
  });

  it('uses the caller-given unknown text (translated)', () => {
    expect(extractErrorMessage(null, 'Ocurrió un error desconocido')).toBe('Ocurrió un error desconocido');
  });

  it('reads the code in front of the message', () => {
    expect(extractErrorCode(withResponse({ error: 'MFA_CODE_INVALID - nope' }))).toBe('MFA_CODE_INVALID');
    expect(extractErrorCode(new Error('x'))).toBeUndefined();
  });
});
