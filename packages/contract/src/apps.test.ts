import { describe, expect, it } from 'vitest';
import { APP_CATEGORIES, APP_CATEGORY_RESOURCE, appAuthorizationParams, approveAppRequest } from './apps.js';

describe('the consent screen answer', () => {
  it.each([
    [
      ['observations', 'observations', 'coverage'],
      ['observations', 'coverage'],
    ],
    [[...APP_CATEGORIES], [...APP_CATEGORIES]],
  ])('keeps each category once: %j', (categories, expected) => {
    expect(approveAppRequest.parse({ categories })).toEqual({ categories: expected });
  });

  it.each([[[]], [['genome']], [['Observation']], ['observations']])('refuses %j', (categories) => {
    expect(approveAppRequest.safeParse({ categories }).success).toBe(false);
  });
});

describe('an authorization id', () => {
  it.each([
    ['a'.repeat(15), false],
    ['Ab0_-'.repeat(4), true],
    ['../../v1/records-x', false],
    ['a'.repeat(65), false],
  ])('%s is valid: %s', (uid, valid) => {
    expect(appAuthorizationParams.safeParse({ uid }).success).toBe(valid);
  });
});

it('names a FHIR resource type for every app category', () => {
  expect(Object.keys(APP_CATEGORY_RESOURCE).sort()).toEqual([...APP_CATEGORIES].sort());
});
