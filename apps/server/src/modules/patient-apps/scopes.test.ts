import { describe, expect, it } from 'vitest';
import { categoriesAsked, narrowedScopes, parseResourceScope, scopesAllow } from './scopes.js';

describe('SMART scopes', () => {
  it.each([
    ['patient/Observation.rs', 'Observation', ['read', 'search']],
    ['patient/Observation.r', 'Observation', ['read']],
    ['patient/Observation.s', 'Observation', ['search']],
    ['patient/Observation.read', 'Observation', ['read', 'search']],
    ['patient/*.rs', '*', ['read', 'search']],
    ['patient/*.read', '*', ['read', 'search']],
  ])('[issue 30] %s reads %s with %j', (scope, type, interactions) => {
    const parsed = parseResourceScope(scope);
    expect(parsed?.type).toBe(type);
    expect([...parsed!.interactions].sort()).toEqual(interactions);
  });

  it.each([
    'user/Observation.rs',
    'patient/Observation.cruds',
    'patient/Observation.write',
    'patient/Nope.rs',
    'openid',
  ])('[issue 30] %s grants no read', (scope) => expect(parseResourceScope(scope)).toBeNull());

  it('[issue 30] the categories asked follow the scopes; * asks for all', () => {
    expect(categoriesAsked(['launch/patient', 'patient/Observation.rs', 'patient/Condition.read'])).toEqual([
      'conditions',
      'observations',
    ]);
    expect(categoriesAsked(['patient/*.rs'])).toContain('coverage');
    expect(categoriesAsked(['patient/Patient.rs'])).toEqual([]);
  });

  it('[issue 30] narrowing keeps the launch, Patient and wildcard scopes and the chosen categories’ types', () => {
    expect(
      narrowedScopes(
        [
          'openid',
          'launch/patient',
          'patient/*.rs',
          'patient/Patient.r',
          'patient/Observation.rs',
          'patient/Condition.rs',
        ],
        ['observations'],
      ),
    ).toEqual(['openid', 'launch/patient', 'patient/*.rs', 'patient/Patient.r', 'patient/Observation.rs']);
  });

  it.each([
    [['patient/*.rs'], ['observations'], 'Observation', 'search', true],
    [['patient/*.rs'], ['observations'], 'Condition', 'read', false],
    [['patient/*.rs'], [], 'Patient', 'read', true],
    [['patient/Observation.r'], ['observations'], 'Observation', 'search', false],
    [['patient/Observation.s'], ['observations'], 'Observation', 'search', true],
    [['patient/Observation.rs'], ['observations'], 'Patient', 'read', false],
    [['patient/*.read'], ['coverage'], 'Coverage', 'read', true],
    [['launch/patient'], ['observations'], 'Observation', 'read', false],
  ] as const)(
    '[issue 30] scopes %j under %j: %s %s → %s',
    (scopes, categories, type, interaction, allowed) => {
      expect(scopesAllow(scopes, categories, type, interaction)).toBe(allowed);
    },
  );
});
