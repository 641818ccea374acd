import { APP_CATEGORIES, APP_CATEGORY_RESOURCE, type AppCategory } from '@portal/contract';
import type { FhirInteraction } from '../fhir-api/access.js';

/*
 * SMART App Launch scopes (v2 `patient/Observation.rs`, v1 `patient/Observation.read`) as rules: what an app may
 * ask for, which of the patient's categories a request asks to read, and what a token finally allows.
 */

/** The resource types a patient app may read: the patient's own, each category's, and `*` for all. */
export const APP_RESOURCE_TYPES = ['Patient', ...APP_CATEGORIES.map((c) => APP_CATEGORY_RESOURCE[c])];

/** The scopes that are not about a resource type. */
export const LAUNCH_SCOPES = ['openid', 'fhirUser', 'launch/patient', 'offline_access'] as const;

/** The permission suffixes understood: v2 read+search, read, search; v1 read (both). */
const SUFFIXES = ['rs', 'r', 's', 'read'] as const;

/** Every scope the server knows (a scope it does not know is dropped by oidc-provider, never granted). */
export const SUPPORTED_SCOPES: string[] = [
  ...LAUNCH_SCOPES,
  ...['*', ...APP_RESOURCE_TYPES].flatMap((type) => SUFFIXES.map((suffix) => `patient/${type}.${suffix}`)),
];

interface ResourceScope {
  type: string;
  interactions: Set<FhirInteraction>;
}

/** `patient/Observation.rs` → Observation with read and search; anything else (user/, system/, writes) → null. */
export function parseResourceScope(scope: string): ResourceScope | null {
  const match = /^patient\/(\*|[A-Za-z]+)\.(rs|r|s|read)$/.exec(scope);
  if (!match) return null;
  const [, type, suffix] = match as unknown as [string, string, string];
  if (type !== '*' && !APP_RESOURCE_TYPES.includes(type)) return null;
  const interactions = new Set<FhirInteraction>();
  if (suffix === 'read' || suffix.includes('r')) interactions.add('read');
  if (suffix === 'read' || suffix.includes('s')) interactions.add('search');
  return { type, interactions };
}

const CATEGORY_OF_RESOURCE = new Map(
  APP_CATEGORIES.map((category) => [APP_CATEGORY_RESOURCE[category], category] as const),
);

/** The categories the patient is asked about for these scopes (`patient/*.…` asks for every one). */
export function categoriesAsked(scopes: readonly string[]): AppCategory[] {
  const asked = new Set<AppCategory>();
  for (const scope of scopes) {
    const parsed = parseResourceScope(scope);
    if (!parsed) continue;
    if (parsed.type === '*') APP_CATEGORIES.forEach((category) => asked.add(category));
    const category = CATEGORY_OF_RESOURCE.get(parsed.type);
    if (category) asked.add(category);
  }
  return APP_CATEGORIES.filter((category) => asked.has(category));
}

/**
 * The scopes a grant keeps once the patient chose `categories`: the launch scopes, `*` and Patient scopes (the
 * patient's own demographics, which every launch reads), and the per-type scopes of a chosen category.
 */
export function narrowedScopes(scopes: readonly string[], categories: readonly AppCategory[]): string[] {
  const chosen = new Set(categories.map((category) => APP_CATEGORY_RESOURCE[category]));
  return scopes.filter((scope) => {
    const parsed = parseResourceScope(scope);
    if (!parsed) return (LAUNCH_SCOPES as readonly string[]).includes(scope);
    return parsed.type === '*' || parsed.type === 'Patient' || chosen.has(parsed.type);
  });
}

/**
 * Whether a token with `scopes`, under a grant of `categories`, may make this interaction on this resource type:
 * a scope must name it (or `*`), and unless it is the Patient resource, the patient must have let the app read
 * its category.
 */
export function scopesAllow(
  scopes: readonly string[],
  categories: readonly string[],
  resourceType: string,
  interaction: FhirInteraction,
): boolean {
  const held = scopes.some((scope) => {
    const parsed = parseResourceScope(scope);
    return (
      parsed !== null &&
      (parsed.type === '*' || parsed.type === resourceType) &&
      parsed.interactions.has(interaction)
    );
  });
  if (!held) return false;
  if (resourceType === 'Patient') return true;
  const category = CATEGORY_OF_RESOURCE.get(resourceType);
  return category !== undefined && categories.includes(category);
}
