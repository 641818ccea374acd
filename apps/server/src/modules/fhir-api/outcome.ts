import type { FhirRefusalCode } from './service.js';

/*
 * Every refusal of the FHIR API as an OperationOutcome. Its text is English only: FHIR clients are programs, and
 * the patient never reads these (the portal's own errors are localised). `diagnostics` is "CODE - message", as
 * every other refusal of the server; no value from the request goes in it except a parameter's name.
 */

type OutcomeCode = FhirRefusalCode | 'PARAM_UNKNOWN' | 'PARAM_INVALID';

const MESSAGES: Record<OutcomeCode, { issue: string; text: (param?: string) => string }> = {
  UNAUTHORIZED: { issue: 'login', text: () => 'A valid access token is required.' },
  FORBIDDEN: { issue: 'forbidden', text: () => 'This access does not allow reading this resource type.' },
  NOT_FOUND: { issue: 'not-found', text: () => 'The resource was not found.' },
  TYPE_UNSUPPORTED: { issue: 'not-supported', text: () => 'This resource type is not served.' },
  PARAM_UNKNOWN: {
    issue: 'not-supported',
    text: (param) => `The search parameter ${param ?? ''} is not supported for this resource type.`,
  },
  PARAM_INVALID: {
    issue: 'invalid',
    text: (param) => `The value of the parameter ${param ?? ''} cannot be read.`,
  },
  METHOD_NOT_ALLOWED: {
    issue: 'not-supported',
    text: () => 'This API is read-only: use GET, or POST to _search.',
  },
  NOT_ACCEPTABLE: { issue: 'not-supported', text: () => 'Only application/fhir+json is served.' },
  UNSUPPORTED_MEDIA_TYPE: {
    issue: 'not-supported',
    text: () => 'A _search body must be application/x-www-form-urlencoded.',
  },
  INTERNAL: { issue: 'exception', text: () => 'The server could not answer this request.' },
};

/** A parameter's name as the client sent it, only when it looks like one (it is echoed back). */
const safeName = (param: string | undefined) =>
  param && /^[A-Za-z0-9_:.-]{1,64}$/.test(param) ? `"${param}"` : undefined;

export function outcome(code: OutcomeCode, param?: string) {
  const { issue, text } = MESSAGES[code];
  const message = text(safeName(param)).replace(/ {2,}/g, ' ');
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: code === 'INTERNAL' ? 'fatal' : 'error',
        code: issue,
        details: { text: message },
        diagnostics: `${code} - ${message}`,
      },
    ],
  };
}
