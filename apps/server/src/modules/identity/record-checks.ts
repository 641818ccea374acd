import {
  normalizeLicenceNumber,
  ssnLastFour,
  type DriverLicenceRequest,
  type SsnCrossCheckRequest,
} from '@portal/contract';
import { sandboxLicenceDecision, sandboxSsnDecision } from '../../providers/identity/sandbox.js';
import { settleNewAttempt, withNewAttempt, type IdentityDeps, type PatientInput } from './service.js';

/** Driver licence check against the (sandbox) licence record [IDV-6]. Only the state and last four are kept. */
export async function checkDriverLicence(
  deps: IdentityDeps,
  { patientId, ...request }: PatientInput & DriverLicenceRequest,
) {
  return withNewAttempt(deps, patientId, 'driver_licence', async (tx, _patient, left) => {
    const number = normalizeLicenceNumber(request.number);
    const decision = sandboxLicenceDecision({ ...request, number });
    return settleNewAttempt(tx, deps, patientId, 'driver_licence', decision, left, {
      licence_state: request.state,
      licence_last4: number.slice(-4),
    });
  });
}

/** SSN cross-check [IDV-7]: the full number goes to the provider only; the last four digits are all we keep. */
export async function crossCheckSsn(
  deps: IdentityDeps,
  { patientId, ssn }: PatientInput & SsnCrossCheckRequest,
) {
  return withNewAttempt(deps, patientId, 'ssn', async (tx, _patient, left) => {
    const decision = sandboxSsnDecision(ssn);
    return settleNewAttempt(tx, deps, patientId, 'ssn', decision, left, { ssn_last4: ssnLastFour(ssn) });
  });
}
