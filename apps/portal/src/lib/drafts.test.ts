import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, readDraft, saveDraft, typedValues } from './drafts';

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

describe('typedValues: what a form keeps in its draft', () => {
  it('keeps the named text, date and choice fields, never a password or a file', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="recipient_name" value="Dr. Rivera" />
      <input name="date_from" type="date" value="2024-01-02" />
      <textarea name="note">Second opinion</textarea>
      <select name="expires_in_hours"><option value="1">1</option><option value="24" selected>24</option></select>
      <input name="passcode" type="password" value="maple-42" />
      <input name="photo" type="file" />
      <input name="categories" type="checkbox" checked />
      <input value="no name" />`;
    expect(typedValues(form)).toEqual({
      recipient_name: 'Dr. Rivera',
      date_from: '2024-01-02',
      note: 'Second opinion',
      expires_in_hours: '24',
    });
  });
});
