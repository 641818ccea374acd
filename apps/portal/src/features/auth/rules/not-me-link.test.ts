import { describe, expect, it } from 'vitest';
import { notMeToken } from './not-me-link';

const token = 'a'.repeat(40) + '_-9';

describe('the token of a "this wasn\'t me" link [AUTH-6]', () => {
  it.each([
    ['the fragment as sent', `#${token}`, token],
    ['cut short in a text message', `#${token.slice(0, 20)}`, undefined],
    ['no fragment', '', undefined],
    ['something else appended', `#${token}&x=1`, undefined],
  ])('%s', (_, hash, expected) => {
    expect(notMeToken(hash)).toBe(expected);
  });
});
