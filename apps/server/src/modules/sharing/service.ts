/*
 * The sharing ledger's services (SHARE-1, SHARE-2), one file per concern under `services/`: the ledger itself
 * (grants, their listing and revocation), the access log, share links and reading under a grant, and
 * caregivers.
 */
export {
  endGrant,
  grantAccess,
  listGrants,
  readGrant,
  sharedGrant,
  type GrantAccessInput,
  type Grantee,
  type GrantScope,
  type SharingDeps,
} from './services/ledger.js';
export * from './services/access-log.js';
export * from './services/links.js';
export * from './services/caregivers.js';
