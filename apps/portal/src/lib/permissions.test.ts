import { describe, expect, it } from 'vitest';
import { hasPermission, mayOpenRoute, type PermissionPolicy } from './permissions';

const policy: PermissionPolicy = { restricted: ['a', 'b'], granted: { patient: ['a'] } };

describe('hasPermission', () => {
  it.each([
    ['records:read', true],
    ['anything', true],
    ['', true],
  ])('[PERM-1] %s is not restricted, so it is allowed: %s', (permission, expected) => {
    expect(hasPermission('patient', permission, policy)).toBe(expected);
  });

  it.each([
    ['a', true],
    ['b', false],
  ])('[PERM-2] restricted %s is allowed only when the role has it: %s', (permission, expected) => {
    expect(hasPermission('patient', permission, policy)).toBe(expected);
  });

  it('[PERM-2] a role with no list gets no restricted permission', () => {
    const empty = { restricted: ['a'], granted: {} } as unknown as PermissionPolicy;
    expect(hasPermission('patient', 'a', empty)).toBe(false);
  });

  it.each([
    ['coordinator:assist', false],
    ['records:share', true],
    ['profile:read', true],
  ])('the shipped policy: patient may %s → %s', (permission, expected) => {
    expect(hasPermission('patient', permission)).toBe(expected);
  });

  it.each([
    [[], true],
    [[undefined, { title: 'no permission declared' }], true],
    [[{ permission: 'anything' }], true],
    [[{ permission: 'a' }, { permission: 'anything' }], true],
    [[{ permission: 'a' }, { permission: 'b' }], false],
  ])('[PERM-1] [PERM-2] a route matching handles %j may be opened: %s', (handles, expected) => {
    expect(mayOpenRoute(handles, 'patient', policy)).toBe(expected);
  });
});
