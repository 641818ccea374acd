import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoClaims,
  failWith,
  ok,
  pending,
  serverSays,
  startingWith,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { LANGUAGES, UNIT_SYSTEMS } from '@portal/contract';
import { defaultSettingsHandler } from '../../../testing/msw';
import { fromControls, onPhone, withControls } from '../../../testing/story-states';
import { savedSettings } from '../stories-support';
import SettingsScreen from './settings-screen';

const read = http.get('*/v1/patient/settings', () => ok(savedSettings));

const meta = {
  title: 'Screens/Account/Settings',
  component: SettingsScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { route: '/profile/settings', session: demoClaims, msw: { handlers: [read] } },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [PROF-7] The saved language, time zone and choices; a change is saved and confirmed. */
export const Filled: Story = {
  tags: ['visual', 'state:filled'],
  parameters: {
    msw: {
      handlers: [read, http.put('*/v1/patient/settings', async ({ request }) => ok(await request.json()))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(startingWith(t('account.settings.timeZone')))).toHaveValue(
      'America/Chicago',
    );
    const labKits = canvas.getByRole('group', { name: t('account.settings.topics.lab_kits') });
    await expect(
      within(labKits).getByRole('checkbox', { name: t('account.settings.channels.sms') }),
    ).toBeChecked();
    await userEvent.click(
      within(canvas.getByRole('group', { name: t('account.settings.topics.studies') })).getByRole(
        'checkbox',
        {
          name: t('account.settings.channels.email'),
        },
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.settings.save') }));
    await expect(await within(document.body).findByText(t('account.settings.saved'))).toBeVisible();
  },
};

/**
 * [PROF-7] The units weights, heights and temperatures are shown in: US as the server answers before a patient
 * chooses; metric chosen is what the save sends and what the form then shows.
 */
export const ChoosingUnits: Story = {
  parameters: {
    msw: {
      handlers: [
        read,
        http.put('*/v1/patient/settings', async ({ request }) => {
          const sent = (await request.json()) as typeof savedSettings;
          return sent.units === 'metric' ? ok(sent) : failWith(400, 'VALIDATION_FAILED - not sent');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const units = await canvas.findByRole('combobox', { name: startingWith(t('account.settings.units')) });
    await expect(units).toHaveValue('us');
    await expect(
      within(units).getByRole('option', { name: t('account.settings.unitSystems.us') }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(units, 'metric');
    await userEvent.click(canvas.getByRole('button', { name: t('account.settings.save') }));
    await expect(await within(document.body).findByText(t('account.settings.saved'))).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: startingWith(t('account.settings.units')) }),
    ).toHaveValue('metric');
  },
};

/** [PROF-7] The same control in Spanish: its name, hint and both choices. */
export const ChoosingUnitsSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const units = await canvas.findByRole('combobox', { name: /^Unidades/ });
    await expect(within(units).getByRole('option', { name: 'Métricas (kg, cm, °C)' })).toBeInTheDocument();
    await expect(canvas.getByText(/Sus expedientes conservan lo que se midió/)).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [pending('get', '*/v1/patient/settings')] } },
};

export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: { handlers: [http.get('*/v1/patient/settings', () => failWith(500, 'SERVER_ERROR - Oops'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

/** [PROF-7] While the server saves: the button is busy. */
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: [read, pending('put', '*/v1/patient/settings')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('account.settings.save') }));
    await expect(canvas.getByRole('button', { name: t('account.settings.save') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server's refusal of a time zone it does not know, in the patient's language. */
const notATimeZone = () => t('validation.time_zone_invalid', { field: t('fields.time_zone') });

/** [PROF-7] A refusal says why in place; nothing is kept. */
export const Refused: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        read,
        http.put('*/v1/patient/settings', () =>
          failWith(400, serverSays('VALIDATION_FAILED', notATimeZone())),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('account.settings.save') }));
    await expect(await canvas.findByText(notATimeZone())).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: 'Novedades de los kits de laboratorio' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Zona horaria/)).toHaveValue('America/Chicago');
  },
};

/** A patient who never saved settings: the server's defaults (New York time, US units, email only). */
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: [defaultSettingsHandler] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(startingWith(t('account.settings.timeZone'))),
    ).toHaveValue('America/New_York');
  },
};

/** What a designer varies (Controls): the saved language, time zone and units. */
interface SettingsControls {
  language: (typeof LANGUAGES)[number];
  timeZone: string;
  units: (typeof UNIT_SYSTEMS)[number];
}
const settingsArgs: SettingsControls = {
  language: savedSettings.language,
  timeZone: savedSettings.time_zone,
  units: savedSettings.units,
};

/** A phone, the saved settings as Controls set them. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  args: settingsArgs,
  argTypes: {
    language: { control: 'inline-radio', options: LANGUAGES },
    timeZone: { control: 'text', description: 'An IANA time zone, e.g. America/Los_Angeles' },
    units: { control: 'inline-radio', options: UNIT_SYSTEMS },
  },
  parameters: {
    ...onPhone.parameters,
    msw: {
      handlers: [
        http.get('*/v1/patient/settings', () => {
          const c = { ...settingsArgs, ...fromControls<Partial<SettingsControls>>() };
          return ok({ ...savedSettings, language: c.language, time_zone: c.timeZone, units: c.units });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(startingWith(t('account.settings.timeZone')))).toHaveValue(
      'America/Chicago',
    );
    await expect(canvas.getByRole('button', { name: t('account.settings.save') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
