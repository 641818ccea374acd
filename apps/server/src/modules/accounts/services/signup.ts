import { randomUUID } from 'node:crypto';
import type { SignupResponse, signupRequest } from '@portal/contract';
import type { z } from 'zod';
import { maskPhone } from '../../../lib/mask.js';
import { hashPassword } from '../../../lib/secrets.js';
import { ANONYMOUS_ACTOR } from '../../audit/service.js';
import { outgoingMessage } from '../../../lib/messages/outgoing.js';
import { refuseBreachedPassword } from './breached.js';
import * as q from '../queries.js';
import {
  accountForEmail,
  accountKey,
  armDecoy,
  createChallenge,
  limitSends,
  sendCode,
  type Caller,
  type Deps,
} from './shared.js';

export type SignupInput = z.infer<typeof signupRequest> & { caller: Caller };

/**
 * AUTH-1 / AUTH-9: creates the account, on the brand whose portal it is made on, and texts a code to the phone. An email that already has an account
 * gets the same answer (a decoy challenge no code can pass) and its owner an email saying so.
 */
export async function signup(deps: Deps, input: SignupInput): Promise<SignupResponse> {
  const { caller } = input;
  const now = deps.now();
  refuseBreachedPassword(input.password);
  // Counted alike for a new and a taken email (the number is texted only for a new one), so limits tell nothing.
  await limitSends(deps, { account: accountKey(input.email), caller, smsTo: input.phone });
  // Hash before looking: both answers then take the same time.
  const passwordHash = await hashPassword(input.password);
  // An email is taken within this brand; with one identity across brands, on any brand.
  const existing = deps.config.oneIdentityAcrossBrands
    ? await accountForEmail(deps, { brand: caller.brand, email: input.email })
    : await q.findPatientByEmail(deps.db, caller.brand, input.email);
  const answer = (token: string): SignupResponse => ({
    mfa_token: token,
    mfa_method: 'sms',
    destination: maskPhone(input.phone),
  });

  if (existing) {
    const decoy = await createChallenge(deps, { patientId: null, purpose: 'signup', now });
    await armDecoy(deps, { challengeId: decoy.id, destination: maskPhone(input.phone), now });
    await deps.messenger.send(
      outgoingMessage(
        { channel: 'email', to: existing.email },
        { kind: 'existingAccount' },
        { brand: caller.brand, language: existing.language },
      ),
    );
    caller.note({ patientId: existing.id, actor: ANONYMOUS_ACTOR, resource: 'account.existing_email' });
    return answer(decoy.token);
  }

  const patientId = randomUUID();
  const challenge = await deps.db.transaction().execute(async (tx) => {
    await q.insertPatient(tx, {
      id: patientId,
      brand: caller.brand,
      email: input.email,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      date_of_birth: input.date_of_birth,
      phone: input.phone,
      language: input.language,
    });
    caller.note({ patientId });
    return createChallenge({ db: tx }, { patientId, purpose: 'signup', now });
  });
  await sendCode(deps, {
    challengeId: challenge.id,
    channel: 'sms',
    to: input.phone,
    lang: input.language,
    brand: caller.brand,
    now,
  });
  return answer(challenge.token);
}
