import { fileURLToPath } from 'node:url';
import { loadPatientApps } from '../../src/modules/patient-apps/registration.js';
import type { Send } from '../../src/modules/patient-apps/testing.js';
import { call } from './http.js';
import type { Report } from './report.js';
import type { ServerProcess } from './server.js';

/** The registration the attack server starts with (PORTAL_APPS_FILE, see run.ts). */
export const SMART_APPS_FILE = fileURLToPath(new URL('../fixtures/smart-apps.json', import.meta.url));

/**
 * Issue 30: the registered app as the attack cases play it — its registration, the brand's FHIR base, and the
 * `Send` the launch helpers of `patient-apps/testing.ts` take, over real HTTP, each answer counted in the report.
 */
export function smartApp(server: ServerProcess, report: Report) {
  const send: Send = async (request) => {
    const answer = await call(server.base, {
      method: request.method,
      path: request.url,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.payload !== undefined ? { body: request.payload } : {}),
    });
    report.countAnswer(answer.status, `${request.method} ${request.url.split('?')[0]}`);
    return { statusCode: answer.status, headers: answer.headers, body: answer.text };
  };
  return {
    app: loadPatientApps(SMART_APPS_FILE)[0]!,
    fhirBase: `http://localhost:${new URL(server.base).port}/fhir/r4`,
    send,
  };
}
