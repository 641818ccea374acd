/** Spec section 6: one role, and a check over a restricted list. The lists are ours (the spec does not show them). */
export type Role = 'patient';

export interface PermissionPolicy {
  /** Permissions that need to be granted to a role; everything else is open to any role. */
  restricted: readonly string[];
  granted: Readonly<Record<Role, readonly string[]>>;
}

export const permissionPolicy: PermissionPolicy = {
  restricted: ['records:share', 'studies:consent', 'labkit:order', 'coordinator:assist'],
  granted: { patient: ['records:share', 'studies:consent', 'labkit:order'] },
};

export function hasPermission(
  role: Role,
  permission: string,
  policy: PermissionPolicy = permissionPolicy,
): boolean {
  if (!policy.restricted.includes(permission)) return true;
  return policy.granted[role]?.includes(permission) ?? false;
}
