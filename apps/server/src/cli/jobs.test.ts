import { describe, expect, it } from 'vitest';
import { parseJobsArgs } from './jobs.js';

const ID = '0b6f1a52-5e0c-4a55-9a3e-2f1d0c7e8a11';

describe('npm run jobs (dead letters)', () => {
  it.each([
    [['dead-letters'], { command: 'dead-letters' }],
    [['retry', ID], { command: 'retry', id: ID }],
    [['retry'], { command: 'help' }],
    [['retry', 'not-an-id'], { command: 'help' }],
    [['dead-letters', 'extra'], { command: 'help' }],
    [['retry', ID, 'extra'], { command: 'help' }],
    [[], { command: 'help' }],
  ])('%j reads as %j', (argv, expected) => {
    expect(parseJobsArgs(argv)).toEqual(expected);
  });
});
