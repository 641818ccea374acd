import { FHIR_TYPES, TYPE_PARAMS, type ParamKind } from './search.js';

/*
 * The CapabilityStatement at `/fhir/r4/metadata`: what this server reads and searches, and (SMART App Launch) where
 * an app gets its tokens. Every URL is made from the brand's configured origin, never from the request.
 */

const PARAM_TYPE: Record<ParamKind, string> = {
  category: 'token',
  code: 'token',
  'clinical-status': 'token',
  date: 'date',
};

export function capabilityStatement({ origin, software }: { origin: string | undefined; software: string }) {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-11-27',
    kind: 'instance',
    software: { name: software },
    ...(origin ? { implementation: { description: software, url: `${origin}/fhir/r4` } } : {}),
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: true,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          ...(origin
            ? {
                extension: [
                  {
                    url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
                    extension: [
                      { url: 'authorize', valueUri: `${origin}/oauth/auth` },
                      { url: 'token', valueUri: `${origin}/oauth/token` },
                      { url: 'introspect', valueUri: `${origin}/oauth/token/introspection` },
                      { url: 'revoke', valueUri: `${origin}/oauth/token/revocation` },
                    ],
                  },
                ],
              }
            : {}),
        },
        resource: FHIR_TYPES.map((type) => ({
          type,
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          searchParam: [
            { name: '_id', type: 'token' },
            ...(type === 'Patient' ? [] : [{ name: 'patient', type: 'reference' }]),
            ...(type === 'Coverage' ? [{ name: 'beneficiary', type: 'reference' }] : []),
            ...Object.entries(TYPE_PARAMS[type]).map(([name, kind]) => ({ name, type: PARAM_TYPE[kind] })),
          ],
        })),
      },
    ],
  };
}
