import { resolveBrand } from '@portal/brands';
import type { Db } from '../../db/database.js';
import { bearerToken } from '../../http/auth.js';
import type { ResolveFhirAccess } from '../fhir-api/access.js';
import type { BrandProvider } from './provider.js';
import * as q from './queries.js';
import { scopesAllow } from './scopes.js';

/*
 * What an app's bearer token lets it read on the FHIR API (the seam in ../fhir-api/access.ts). Access tokens are
 * opaque, found through the provider's storage; the ledger grant behind one is read on every request, so a grant
 * the patient ended refuses at once, whatever the token's own expiry says.
 */
export function fhirAccessResolver(deps: {
  db: Db;
  now: () => Date;
  providers: ReadonlyMap<string, BrandProvider>;
}): ResolveFhirAccess {
  return async (request) => {
    const value = bearerToken(request);
    if (!value) return { refused: 'missing' };
    // The brand the request came to; its FHIR base must be the one the token was issued for
    const brand = deps.providers.get(resolveBrand(request.hostname).id);
    if (!brand) return { refused: 'invalid' };
    const token = await brand.provider.AccessToken.find(value, { ignoreExpiration: true });
    if (!token || token.extra?.fhir_base !== brand.fhirBase || !token.grantId || !token.accountId)
      return { refused: 'invalid' };
    if (token.isExpired) return { refused: 'expired' };
    const grant = await q.appGrant(deps.db, token.grantId);
    if (!grant || grant.patient_id !== token.accountId || grant.grantee_ref !== token.clientId)
      return { refused: 'invalid' };
    if (grant.ended_at || (grant.until && grant.until <= deps.now())) return { refused: 'revoked' };
    const scopes = (token.scope ?? '').split(' ');
    return {
      access: {
        patientId: grant.patient_id,
        grantId: grant.id,
        clientId: token.clientId,
        fhirBase: brand.fhirBase,
        allows: (resourceType, interaction) =>
          scopesAllow(scopes, grant.categories, resourceType, interaction),
      },
    };
  };
}
