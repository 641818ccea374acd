import { describe, expect, it } from 'vitest';
import { secretFromFragment } from './fragment-secret';

const SECRET = 'a'.repeat(40) + '_-9';

describe('the secret in a link’s fragment [SHARE-2] [AUTH-6]', () => {
  it.each([
    ['the fragment as sent', `#${SECRET}`, SECRET],
    ['without its #', SECRET, SECRET],
    ['cut short in a text message', `#${SECRET.slice(0, 20)}`, undefined],
    ['no fragment', '', undefined],
    ['one character too many', `#${SECRET}a`, undefined],
    ['something else appended', `#${SECRET}&x=1`, undefined],
  ])('%s', (_, hash, expected) => {
    expect(secretFromFragment(hash)).toBe(expected);
  });
});
