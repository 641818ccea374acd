import { http } from 'msw';
import { ok } from '../../testing/msw';
import { ledger, sharedGrant, sharingHandlers } from '../../testing/sharing';
import { fromControls, longText } from '../../testing/story-states';

/**
 * A share to a clinician with every field the patient typed at the contract's caps: a name of 100 characters, a
 * clinic of 150, an email of 254 and a reason of 200.
 */
export const longNamedGrant = sharedGrant({
  kind: 'clinician',
  name: longText.givenName,
  organization: longText.organization,
  email: longText.email,
  reason: { code: 'typed', text: longText.reason },
});

/** What a designer varies on the shared-with list (Controls): how many shares, and the first one's words. */
export interface ShareControls {
  shares: number;
  name: string;
  reason: string;
}
export const shareArgs: ShareControls = {
  shares: ledger.length,
  name: 'Dr. Rivera',
  reason: 'Second opinion',
};
export const shareArgTypes = {
  shares: { control: { type: 'number', min: 0, max: 20 }, description: 'How many shares the list holds' },
  name: { control: 'text', description: 'Who the first share is for (at most 100 characters)' },
  reason: { control: 'text', description: 'Why it was shared (at most 200 characters)' },
} as const;

/** The ledger as the Controls set it; every other read as the filled ledger's. */
export const sharesFromControlsHandlers = () => [
  http.get('*/v1/patient/sharing', () => {
    const { shares, name, reason } = { ...shareArgs, ...fromControls<Partial<ShareControls>>() };
    const grants = Array.from({ length: shares }, (_, i) => ({
      ...ledger[i % ledger.length]!,
      id: `0c9a6d3e-2f41-4b7a-9d52-7e1f${String(i + 1).padStart(8, '0')}`,
    }));
    if (grants[0]) grants[0] = { ...grants[0], name, reason: { code: 'typed', text: reason } };
    return ok({ grants });
  }),
  ...sharingHandlers.filled(),
];
