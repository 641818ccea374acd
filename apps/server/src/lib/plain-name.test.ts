import { describe, expect, it } from 'vitest';
import { plainName } from './plain-name.js';

describe('[issue 26] plainName: a name in a message is plain text that carries no link', () => {
  it.each([
    // ordinary names are left as typed
    ['Rosa Demo', 'Rosa Demo'],
    ['José Ángel Núñez-O’Brien', 'José Ángel Núñez-O’Brien'],
    ['Alex (my son)', 'Alex (my son)'],
    ['Ana & Luis', 'Ana & Luis'],
    ['IT-Support: the desk', 'IT-Support: the desk'],
    ['  Rosa   Demo  ', 'Rosa Demo'],
    // a link in any form loses its scheme and its domain is no longer one word
    [
      'IT-Support: your records are locked, visit http://evil.example/unlock',
      'IT-Support: your records are locked, visit evil. example unlock',
    ],
    ['HTTPS://evil.example', 'evil. example'],
    ['www.evil.example', 'www. evil. example'],
    ['mailto:help@evil.example', 'help evil. example'],
    ['javascript:alert(1)', 'alert(1)'],
    ['data:text/html,x', 'text html,x'],
    ['<a href="x">Rosa</a>', 'a href="x" Rosa a'],
    ['evil\uFF0Eexample', 'evil. example'],
    ['evil\u3002example', 'evil. example'],
    ['192.168.0.1', '192. 168. 0. 1'],
    ['J.R. Smith', 'J. R. Smith'],
    // no extra line, no hidden or reversed text
    ['Rosa\nCall 555-0100 now', 'Rosa Call 555-0100 now'],
    ['Rosa\r\n\r\nDemo', 'Rosa Demo'],
    ['Rosa\u2028Demo\u2029', 'Rosa Demo'],
    ['Rosa\u0000\u0007Demo', 'Rosa Demo'],
    ['Rosa\u202Eomed', 'Rosa omed'],
    ['evil\u200B.example', 'evil . example'],
    ['', ''],
  ])('%j → %j', (raw, plain) => expect(plainName(raw)).toBe(plain));
});
