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

/** What a route may declare in its `handle`: the permission needed to open it. */
export interface PermissionHandle {
  permission?: string;
}

/**
 * Whether `role` may open a route, given the `handle` of every route it matches (the route guard asks on each
 * navigation): each declared permission must pass the check; a route that declares none is open.
 */
export function mayOpenRoute(
  handles: readonly unknown[],
  role: Role = 'patient',
  policy: PermissionPolicy = permissionPolicy,
): boolean {
  return handles.every((handle) => {
    const permission = (handle as PermissionHandle | undefined)?.permission;
    return permission === undefined || hasPermission(role, permission, policy);
  });
}
