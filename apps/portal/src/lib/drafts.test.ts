import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, readDraft, saveDraft } from './drafts';

describe('drafts', () => {
  it('keeps what was typed for the tab, until cleared', () => {
    saveDraft('signup', { first_name: 'Rosa' }, 1_000);
    expect(readDraft('signup', 2_000)).toEqual({ first_name: 'Rosa' });
    clearDraft('signup');
    expect(readDraft('signup', 2_000)).toBeNull();
  });

  it.each([
    [DRAFT_MAX_AGE_MS, { street: '1 Main St' }],
    [DRAFT_MAX_AGE_MS + 1, null],
  ])('read %i ms after it was saved: %j', (age, expected) => {
    saveDraft('addresses', { street: '1 Main St' }, 0);
    expect(readDraft('addresses', age)).toEqual(expected);
  });

  it('a draft that is not ours reads as none', () => {
    sessionStorage.setItem('draft:signup', '{not json');
    expect(readDraft('signup')).toBeNull();
    sessionStorage.setItem('draft:signup', '{"value":1}');
    expect(readDraft('signup')).toBeNull();
  });
});
