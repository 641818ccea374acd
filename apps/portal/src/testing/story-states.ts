import { createElement, Fragment } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { TEXT_LIMITS } from '@portal/contract';
import type { ByRoleMatcher } from '@testing-library/dom';
import { expect, within } from 'storybook/test';
import { makeJwt } from './jwt';

/*
 * The states every screen's stories show, by one vocabulary: a story is named after its state (Loading, Empty,
 * Error, LongText, Phone; Filled, Saving, Refused where a screen has them) and tagged `state:<kind>`, so a designer
 * filters the sidebar by tag to see, say, every screen while it loads. Storybook reads tags without running the
 * file, so each story writes its tag as a literal: `tags: ['state:loading']`.
 *
 *   state:filled     the screen with typical data
 *   state:empty      nothing to show yet
 *   state:loading    a request that never answers (`pending`)
 *   state:error      a request that fails (`failWith`)
 *   state:refused    the server refuses what the patient sent
 *   state:saving     a change on its way
 *   state:long-text  names, addresses, reasons and titles at the contract's caps
 *   state:phone      a phone-width viewport
 */

/** The story viewports: Storybook's viewport toolbar offers them, and the story test runs at the one chosen. */
export const storyViewports = {
  phone320: { name: 'Small phone', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** The globals of a story seen at one of the story viewports. */
export const atViewport = (value: keyof typeof storyViewports) => ({ viewport: { value, isRotated: false } });

/**
 * The Phone state: spread into a story beside its literal tag, `{ tags: ['state:phone'], ...onPhone }` (a story
 * with parameters of its own spreads `onPhone.parameters` into them).
 */
export const onPhone = {
  globals: atViewport('phone390'),
  parameters: { viewport: { options: storyViewports } },
};

/**
 * Text of exactly `length` characters, `seed` repeated: a field at its cap. It never ends in a space, which the
 * schemas would trim away.
 */
export function atLength(length: number, seed: string): string {
  const text = seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}

/**
 * The longest text the contract lets through, per kind (TEXT_LIMITS): the Long text stories show these. ASCII, as
 * an id token's claims are encoded by `makeJwt`; names have few spaces, so a screen must wrap them by itself.
 */
export const longText = {
  givenName: atLength(TEXT_LIMITS.name, 'Maximiliana-Guadalupe '),
  familyName: atLength(TEXT_LIMITS.name, 'Vandenberghe-Oyelaran '),
  email: `${atLength(64, 'longmailbox')}@${atLength(TEXT_LIMITS.email - 65 - '.example'.length, 'longdomain')}.example`,
  street: atLength(TEXT_LIMITS.street, '12345 Old Meadow Brook Lane North, '),
  street2: atLength(TEXT_LIMITS.street, 'Building 7, Suite 1200, Attention: '),
  city: atLength(TEXT_LIMITS.city, 'Rancho Santa Margarita de los '),
  deviceLabel: atLength(TEXT_LIMITS.deviceLabel, "Grandmother's kitchen tablet "),
  reason: atLength(TEXT_LIMITS.reason, 'The reason, written out in full by the patient, '),
  organization: atLength(TEXT_LIMITS.organization, 'Northern Valley Regional Community Health Partners '),
  note: atLength(TEXT_LIMITS.note, 'A note as long as the form takes it, sentence after sentence. '),
} as const;

/** The id token of a patient with the longest names the contract allows. */
export const longNamedClaims = (claims: Record<string, unknown>) => ({
  ...claims,
  given_name: longText.givenName,
  family_name: longText.familyName,
  email: longText.email,
});

/** The Controls a screen story offers, read by `fromControls` handlers while the story is on the canvas. */
let controls: Record<string, unknown> = {};

/** What the designer set in Controls now: a handler's answer built from it follows every change. */
export const fromControls = <Args>(): Args => controls as Args;

/**
 * Lets a screen story's Controls change its data: the story's handlers read the controls (`fromControls`), and
 * the whole screen starts again on every change (a fresh cache asks the network anew). It goes after
 * `withPortalScreen` in the meta's decorators, so it wraps the screen's host.
 */
export const withControls: Decorator = (Story, { args }) => {
  controls = args;
  return createElement(Fragment, { key: JSON.stringify(args) }, createElement(Story));
};

/** The Controls of a screen that shows the signed-in patient's name. */
export interface PatientControls {
  givenName: string;
  familyName: string;
}
export const patientArgTypes = {
  givenName: { control: 'text', description: `Given name (at most ${TEXT_LIMITS.name} characters)` },
  familyName: { control: 'text', description: `Family name (at most ${TEXT_LIMITS.name} characters)` },
} as const;

/**
 * The signed-in patient as the Controls name them (`givenName`, `familyName`): the id token is stored again once
 * the host has signed the story in, before the screen reads it. It goes before `withPortalScreen` in the decorators.
 */
export const withPatientFromControls =
  (claims: Record<string, unknown>): Decorator =>
  (Story, { args }) => {
    const { givenName, familyName } = args as Partial<PatientControls>;
    const named = { ...claims, given_name: givenName || undefined, family_name: familyName || undefined };
    localStorage.setItem('id_token', idTokenOf(named));
    return createElement(Story);
  };

/**
 * One id token per set of claims: a token made again on a later render would differ in its issue time, and the
 * profile, keyed by the token, would load again.
 */
const idTokens = new Map<string, string>();
function idTokenOf(claims: Record<string, unknown>): string {
  const key = JSON.stringify(claims);
  if (!idTokens.has(key)) idTokens.set(key, makeJwt(claims));
  return idTokens.get(key)!;
}

/**
/**
 * A Long text or Phone story's check that the screen wraps what it shows: the page is no wider than its
 * viewport, so a long value never pushes the screen sideways.
 */
export async function fitsTheViewport(canvasElement: HTMLElement): Promise<void> {
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/**
 * A Long text or Phone story's play: `text` is shown (as the screen's data arrives) and the page fits its width.
 * A translated text is given as a function, so it is worded in the language the story runs in.
 */
export const showsWithinWidth =
  (text: string | RegExp | (() => string | RegExp)) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const shown = typeof text === 'function' ? text() : text;
    await expect(await within(canvasElement).findByText(shown, undefined, { timeout: 15000 })).toBeVisible();
    await fitsTheViewport(canvasElement);
  };

/**
 * A Long text or Phone story's play: the control or region of `role` named `name` is shown and the page fits its
 * width. The name is a function, so it is worded in the language the story runs in.
 */
export const showsRoleWithinWidth =
  (role: ByRoleMatcher, name: () => string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const found = await within(canvasElement).findByRole(role, { name: name() }, { timeout: 15000 });
    await expect(found).toBeVisible();
    await fitsTheViewport(canvasElement);
  };

/** A full name typed to sign (a signature) at its cap: given and family names, over and over. */
export const longFullName = atLength(TEXT_LIMITS.fullName, 'Maximiliana-Guadalupe Vandenberghe-Oyelaran ');

/** An address at the contract's caps: both street lines 120 characters, the city 80, a ZIP+4. */
export const longAddress = {
  address1: longText.street,
  address2: longText.street2,
  city: longText.city,
  state: 'MA',
  zip: '02110-1234',
};

/**
 * A story (its args, handlers, decorators, route) at phone width: `{ tags: ['state:phone'], ...onPhoneWith(filled),
 * play }`. The tag stays literal beside it: Storybook reads tags without running the file.
 */
export const onPhoneWith = <Story extends { parameters?: object }>(story: Story) => ({
  ...story,
  ...onPhone,
  parameters: { ...story.parameters, ...onPhone.parameters },
});
