import { describe, expect, it } from 'vitest';
import { bareCanvasReason, docsBlockReason } from './bare-canvas';

describe('bareCanvasReason', () => {
  it.each([
    ['a bare path', '/login/mfa/choose', null, 'its only text is the path /login/mfa/choose'],
    [
      'a path with its query',
      ' /home/sharing?tab=care\n',
      null,
      'its only text is the path /home/sharing?tab=care',
    ],
    ['the root', '/', null, 'its only text is the path /'],
    [
      'an unmatched route',
      'Page not found',
      '/hipa',
      'it moved on to /hipa, which no page of the app answers',
    ],
  ])('fails %s', (_, text, unmatchedPath, reason) => {
    expect(bareCanvasReason({ text, unmatchedPath })).toBe(reason);
  });

  it.each([
    ['a screen', 'How should we send your code?\nText message\nContinue'],
    ['a screen that mentions a path', 'Open /home to start'],
    ['a path among other words', 'Moved to\n/home'],
    ['an empty canvas (a dialog portalled out of it)', ''],
  ])('passes %s', (_, text) => {
    expect(bareCanvasReason({ text, unmatchedPath: null })).toBeUndefined();
  });
});

describe('docsBlockReason', () => {
  it.each([
    ['no docs parameters', undefined],
    ['no story parameters', {}],
    ['inline unset', { story: {} }],
    ['inline', { story: { inline: true } }],
  ])('fails %s', (_, docs) => {
    expect(docsBlockReason(docs)).toMatch(/drawn inline/);
  });

  it('passes a block in a frame of its own', () => {
    expect(docsBlockReason({ story: { inline: false } })).toBeUndefined();
  });
});
