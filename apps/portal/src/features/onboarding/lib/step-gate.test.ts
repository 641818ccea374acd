import { describe, expect, it } from 'vitest';
import type { Gatepass } from '@portal/contract';
import { imageProblem } from '../../../lib/image-file';
import { screenAllowed, type GatedScreen } from './step-gate';

const gates = (next_step: Gatepass['next_step'], status: Gatepass['identity']['status'] = 'not_started') => ({
  next_step,
  identity: { status, method: null },
});

describe('which onboarding screen a patient may be on (gatepass)', () => {
  it.each([
    ['hipaa', gates('verify_id'), false],
    ['hipaa', gates('verify_id', 'awaiting_confirmation'), false],
    ['hipaa', gates('hipaa', 'verified'), true],
    ['hipaa', gates('address', 'verified'), true],
    ['address', gates('hipaa', 'verified'), false],
    ['address', gates('address', 'verified'), true],
    ['address', gates('home', 'verified'), true],
    ['verifyConfirm', gates('verify_id', 'awaiting_confirmation'), true],
    ['verifyConfirm', gates('verify_id', 'on_hold'), false],
    ['verifyConfirm', gates('hipaa', 'verified'), true],
  ] as const)('[ONB-2] [GUARD-2] %s with %j: %s', (screen, gatepass, allowed) => {
    expect(screenAllowed(screen as GatedScreen, gatepass)).toBe(allowed);
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
