import { describe, expect, it } from 'vitest';
import { validationMessage } from './i18n/index.js';
import { addressProblems, problemMessageKey, saveAddressesRequest, TEXT_LIMITS } from './index.js';

/** The words a patient reads for a refused field, whichever side (portal or server) refuses it. */
describe('field messages', () => {
  const home = { address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };

  it.each([
    ['a 500-character street', { address1: 'x'.repeat(500) }, ['address1_too_long']],
    ['a street at the cap', { address1: 'x'.repeat(TEXT_LIMITS.street) }, []],
    ['a 200-character city', { city: 'x'.repeat(200) }, ['city_too_long']],
  ])('[ADDR-4] %s gives %j, not "required"', (_name, change, problems) => {
    expect(addressProblems({ ...home, ...change })).toEqual(problems);
  });

  it.each(['en', 'es'] as const)(
    '[ADDR-4] %s: the server refuses a 500-character street as too long, with the cap, not as missing',
    (lang) => {
      const result = saveAddressesRequest.safeParse({ primary: { ...home, address1: 'x'.repeat(500) } });
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(problemMessageKey('address1_too_long')).toBe('too_long');
      expect(issue.message).toBe('too_long');
      const text = validationMessage(lang, issue.message, 'address', { max: TEXT_LIMITS.street });
      expect(text).toContain(String(TEXT_LIMITS.street));
      expect(text).not.toBe(validationMessage(lang, 'street', 'address'));
    },
  );

  it.each([
    ['en', 'Address is too long: use at most 120 characters.'],
    ['es', 'Dirección: el valor es demasiado largo; use como máximo 120 caracteres.'],
  ] as const)('[I18N] %s: too long names the cap', (lang, text) => {
    expect(validationMessage(lang, 'too_long', 'address', { max: 120 })).toBe(text);
  });

  it.each([
    ['en', /future/i],
    ['es', /futura/i],
  ] as const)(
    '[PROF-1] %s: an implausible date of birth (1890) is not called a future date',
    (lang, future) => {
      const text = validationMessage(lang, 'date_of_birth_invalid', 'date_of_birth');
      expect(text).not.toMatch(future);
      expect(text).toContain('1900');
    },
  );
});
