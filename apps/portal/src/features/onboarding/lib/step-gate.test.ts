import { describe, expect, it } from 'vitest';
import type { Gatepass } from '@portal/contract';
import { imageProblem } from '../../../lib/image-file';
import { stepVerdict, type GatedScreen } from './step-gate';

const gates = (next_step: Gatepass['next_step'], status: Gatepass['identity']['status'] = 'not_started') => ({
  next_step,
  identity: { status, method: null },
});

const show = { kind: 'show' };
const ahead = { kind: 'ahead' };
const done = (next: string) => ({ kind: 'done', next });

describe('what an onboarding screen does for where the patient stands (gatepass)', () => {
  it.each([
    ['hipaa', gates('verify_id'), ahead],
    ['hipaa', gates('verify_id', 'awaiting_confirmation'), ahead],
    ['hipaa', gates('hipaa', 'verified'), show],
    // signed: the authorization shows as signed (and a new version can be signed): never redone by Back
    ['hipaa', gates('address', 'verified'), show],
    ['hipaa', gates('home', 'verified'), show],
    ['address', gates('hipaa', 'verified'), ahead],
    ['address', gates('address', 'verified'), show],
    // onboarding done: Back to the address step would save the addresses again
    ['address', gates('home', 'verified'), done('/home')],
    ['verifyConfirm', gates('verify_id', 'awaiting_confirmation'), show],
    // the correction went to a coordinator: Back lands on the on-hold screen, not on a second correction
    ['verifyConfirm', gates('verify_id', 'on_hold'), done('/signup/verify/choice/on-hold')],
    ['verifyConfirm', gates('verify_id', 'not_started'), ahead],
    // confirmed: Back goes on to the authorization
    ['verifyConfirm', gates('hipaa', 'verified'), done('/hippa')],
    ['verifyConfirm', gates('home', 'verified'), done('/hippa')],
    ['verifyId', gates('verify_id', 'not_started'), show],
    ['verifyId', gates('verify_id', 'failed'), show],
    ['verifyChoice', gates('verify_id', 'on_hold'), show],
    // verified: Back to a way to verify goes on towards the authorization (each hop in the guard's table)
    ['verifyId', gates('hipaa', 'verified'), done('/signup/verify/confirm')],
    ['verifyChoice', gates('address', 'verified'), done('/hippa')],
    ['verifyManual', gates('hipaa', 'verified'), done('/hippa')],
    ['verifyLicence', gates('hipaa', 'verified'), done('/hippa')],
    ['verifyAssisted', gates('hipaa', 'verified'), done('/signup/verify/choice/on-hold')],
    ['verifySsn', gates('hipaa', 'verified'), done('/signup/verify/confirm')],
  ] as const)('[ONB-2] [GUARD-2] %s with %j: %j', (screen, gatepass, verdict) => {
    expect(stepVerdict(screen as GatedScreen, gatepass)).toEqual(verdict);
  });
});

describe('a photo before upload', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/png', size: 5 * 1024 * 1024 }, null],
    [{ type: 'image/webp', size: 5 * 1024 * 1024 + 1 }, 'tooLarge'],
    [{ type: 'application/pdf', size: 1000 }, 'notImage'],
    [{ type: '', size: 1000 }, 'notImage'],
  ])('[IDV-1] %j gives %s', (file, problem) => {
    expect(imageProblem(file)).toBe(problem);
  });
});
