import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TEXT_LIMITS } from '@portal/contract';
import type {
  HipaaDetailsResponse,
  DateOfBirthResponse,
  Demographics,
  GenderResponse,
  InsuranceListResponse,
  NamesResponse,
  PatientAddressesResponse,
  PhonesResponse,
} from '@portal/contract';
import { demoClaims, serverSays, t } from '../../testing/storybook';
import { failWith, ok } from '../../testing/msw';
import {
  atLength,
  longAddress as longAddressAtCaps,
  longFullName,
  longText,
} from '../../testing/story-states';

export const legalName = {
  id: 'legal',
  use: 'legal',
  first_name: 'Dana',
  middle_name: 'Marie',
  last_name: 'Demo',
} as const;

export const names = (overrides: Partial<NamesResponse> = {}): NamesResponse => ({
  names: [
    legalName,
    {
      id: '8d1c7a52-4f3b-4b7e-9a51-0e6f2b1c9d01',
      use: 'maiden',
      first_name: 'Dana',
      middle_name: null,
      last_name: 'Rivera',
    },
    {
      id: '8d1c7a52-4f3b-4b7e-9a51-0e6f2b1c9d02',
      use: 'nickname',
      first_name: 'Dee',
      middle_name: null,
      last_name: 'Demo',
    },
  ],
  pending_legal_name: null,
  ...overrides,
});

export const dateOfBirth = (overrides: Partial<DateOfBirthResponse> = {}): DateOfBirthResponse => ({
  date_of_birth: '1980-01-01',
  pending: null,
  ...overrides,
});

export const gender: GenderResponse = { sex: 'female', sex_at_birth: 'female', gender_identity: 'woman' };
export const notAnsweredGender: GenderResponse = { sex: null, sex_at_birth: null, gender_identity: null };

export const demographics: Demographics = {
  races: ['asian', 'white'],
  race_declined: false,
  ethnicity: 'not_hispanic_or_latino',
  preferred_language: 'en',
};
export const notAnsweredDemographics: Demographics = {
  races: [],
  race_declined: false,
  ethnicity: null,
  preferred_language: null,
};

export const REVIEW_REQUESTED_AT = '2026-11-20T15:00:00.000Z';

/** What a read or a change answers in a story: data, a failure, or nothing yet (loading, saving). */
export type Answer =
  | { data: unknown }
  | { fail: string | (() => string); status?: number; params?: Record<string, string | number> }
  | 'pending';

const answer = async (a: Answer) => {
  if (a === 'pending') await delay('infinite');
  if (typeof a === 'object' && 'fail' in a)
    return failWith(a.status ?? 400, typeof a.fail === 'function' ? a.fail() : a.fail, a.params);
  return ok((a as { data: unknown }).data);
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Handlers for a profile screen: each `[method, path, answer]` as the story wants it. */
export const answering = (...routes: Array<[Method, string, Answer]>): HttpHandler[] =>
  routes.map(([method, path, a]) => http[method](path, () => answer(a)));

/** A screen's stories: `at(...routes)` gives the parameters of a story at `route` answering each route. */
export const storiesAt =
  (route: string, ...always: Array<[Method, string, Answer]>) =>
  (...routes: Array<[Method, string, Answer]>) =>
    profileStory(route, answering(...always, ...routes));

/**
 * The parameters every profile story shares: a signed-in patient at the screen's address. In a meta, spread
 * them into an object literal (`parameters: { ...at(…) }`): Storybook adds the meta's doc comment as
 * `parameters.docs` and, when `parameters` is not an object literal, it adds a second `parameters` that
 * replaces the first, so the stories lose their handlers.
 */
export const profileStory = (route: string, handlers: HttpHandler[]) => ({
  route,
  session: demoClaims,
  msw: { handlers },
});

export const REFUSED = 'VALIDATION_FAILED - Please check what you entered.';
/** The server's failure, worded in the story's language when it answers, as the server words it for the patient. */
export const SERVER_DOWN = () => serverSays('INTERNAL');

/**
 * A story's check that `text` shows (as the screen's data arrives). A translated text is given as a function, so it
 * is worded in the language the story runs in.
 */
export const shows =
  (text: string | RegExp | (() => string | RegExp)) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const shown = typeof text === 'function' ? text() : text;
    await expect(await within(canvasElement).findByText(shown, undefined, { timeout: 15000 })).toBeVisible();
  };

/** A story again in Spanish, checked by a text only the Spanish page shows. */
export const spanish = <S extends object>(story: S, text: string | RegExp): S => ({
  ...story,
  globals: { locale: 'es' },
  play: shows(text),
});

/** The loading state: the spinner is announced. */
export const showsSpinner = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('status', {}, { timeout: 15000 })).toBeInTheDocument();
};

/** The load failure in place, with the way to try again. */
export const showsRetry = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: t('app.retry') }, { timeout: 15000 }),
  ).toBeVisible();
};

/** Presses a button once it has appeared. */
export async function press(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }, { timeout: 15000 }));
}

export const hipaaDetails: HipaaDetailsResponse = {
  authorizations: [
    {
      id: '6b0f4d0e-8d7e-4c1a-9f62-3c1f1f7f0a01',
      version: '2026-11-01',
      language: 'en',
      signer_name: 'Dana Demo',
      signed_at: '2026-11-20T15:00:00.000Z',
      expires_at: '2028-11-20T15:00:00.000Z',
      revoked_at: null,
      state: 'in_force',
    },
    {
      id: '6b0f4d0e-8d7e-4c1a-9f62-3c1f1f7f0a02',
      version: '2026-11-01',
      language: 'es',
      signer_name: 'Dana Demo',
      signed_at: '2026-11-02T15:00:00.000Z',
      expires_at: '2028-11-02T15:00:00.000Z',
      revoked_at: '2026-11-10T15:00:00.000Z',
      state: 'revoked',
    },
  ],
};

export const insurancePlans = (): InsuranceListResponse => ({
  insurance: [
    {
      id: '3f0c2a6e-1b5d-4e8a-9c7f-2d4b6a8c0e01',
      payer: 'Blue Harbor Health',
      member_id: 'BHH-99817730',
      group_number: 'G-4410',
      subscriber_name: 'Dana Demo',
      subscriber_relationship: 'self',
      has_front_image: true,
      has_back_image: true,
      updated_at: '2026-11-20T15:00:00.000Z',
    },
    {
      id: '3f0c2a6e-1b5d-4e8a-9c7f-2d4b6a8c0e02',
      payer: 'Lakeside Dental',
      member_id: 'LD 7731',
      group_number: null,
      subscriber_name: 'Sam Demo',
      subscriber_relationship: 'spouse',
      has_front_image: false,
      has_back_image: false,
      updated_at: '2026-11-21T15:00:00.000Z',
    },
  ],
});

/** A card photo as the server sends it (a small PNG), or never (loading). */
export const cardPhoto = (answer: 'photo' | 'pending' = 'photo') =>
  http.get('*/v1/patient/insurance/:id/card/:side', async () => {
    if (answer === 'pending') await delay('infinite');
    // A fresh copy each time: the worker takes the buffer it is given.
    return HttpResponse.arrayBuffer(PIXEL_PNG.slice().buffer, {
      headers: { 'content-type': 'image/png' },
    });
  });

/** A 1×1 PNG: a card photo the server takes and sends back. */
export const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const primaryAddress = {
  id: '3f6d2a10-5b1c-4d2e-8f00-1a2b3c4d5e01',
  kind: 'primary',
  address1: '7 Lake Rd',
  address2: null,
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  from: '2024-03-01',
  to: null,
} as const;

export const patientAddresses = (
  addresses: PatientAddressesResponse['addresses'] = [
    primaryAddress,
    {
      id: '3f6d2a10-5b1c-4d2e-8f00-1a2b3c4d5e02',
      kind: 'past',
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      from: '2019-04-01',
      to: '2024-03-01',
    },
    {
      id: '3f6d2a10-5b1c-4d2e-8f00-1a2b3c4d5e03',
      kind: 'additional',
      address1: '100 Office Park',
      address2: 'Suite 400',
      city: 'Madison',
      state: 'WI',
      zip: '53704',
      from: null,
      to: null,
    },
  ],
): PatientAddressesResponse => ({ addresses });

export const accountPhone = {
  id: 'account',
  phone: '617-555-0199',
  label: 'mobile',
  primary: true,
  confirmed: true,
} as const;

export const phoneNumbers = (
  phoneNumber: PhonesResponse['phoneNumber'] = [
    accountPhone,
    {
      id: '5a1e2c30-7d4f-4b8e-a1c2-0f9e8d7c6b01',
      phone: '312-555-0142',
      label: 'work',
      primary: false,
      confirmed: true,
    },
    {
      id: '5a1e2c30-7d4f-4b8e-a1c2-0f9e8d7c6b02',
      phone: '312-555-0177',
      label: 'home',
      primary: false,
      confirmed: false,
    },
  ],
): PhonesResponse => ({ phoneNumber });

export const codeSent = {
  phone: {
    id: '5a1e2c30-7d4f-4b8e-a1c2-0f9e8d7c6b02',
    phone: '312-555-0177',
    label: 'home',
    primary: false,
    confirmed: false,
  },
  mfa_token: 'story-token',
  destination: '***-***-0177',
} as const;

/**
 * A removal is shown at once: pressing `button` takes `text` off before the server has answered. The button's name
 * is a function, worded in the story's language.
 */
export const removesAtOnce =
  (button: () => string | RegExp, text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await press(canvasElement, button());
    await waitFor(() => expect(within(canvasElement).queryByText(text)).toBeNull(), { timeout: 15000 });
  };

/** A refused removal puts back what the patient tried to remove. */
export const putsBackWhenRefused =
  (button: () => string | RegExp, text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await press(canvasElement, button());
    await waitFor(() => expect(within(canvasElement).getByText(text)).toBeVisible(), { timeout: 15000 });
  };

/* The Long text stories' data: what a patient types, at the contract's caps (TEXT_LIMITS). */

/** A legal name with each part at its cap (100 characters). */
export const longLegalName = {
  ...legalName,
  first_name: longText.givenName,
  middle_name: longText.givenName,
  last_name: longText.familyName,
} as const;

/** The primary address with both street lines at 120 characters and the city at 80. */
export const longAddress = { ...primaryAddress, ...longAddressAtCaps } as const;

/** A plan with every typed field at its cap: payer 120, member id and group number 40, subscriber 200. */
export const longPlan = (): InsuranceListResponse['insurance'][number] => ({
  ...insurancePlans().insurance[0]!,
  payer: atLength(TEXT_LIMITS.payer, 'Blue Harbor Health Mutual Assurance Company of '),
  member_id: atLength(TEXT_LIMITS.memberId, 'BHH99817730'),
  group_number: atLength(TEXT_LIMITS.groupNumber, 'G-4410-EMPLOYER-'),
  subscriber_name: longFullName,
});
