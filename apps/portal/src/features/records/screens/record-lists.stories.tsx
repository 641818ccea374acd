import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DEFAULT_TIME_ZONE } from '@portal/contract';
import { ok, settingsIn } from '../../../testing/msw';
import { demoClaims, t, withPortalScreen } from '../../../testing/storybook';
import {
  bodyMeasures,
  emptyHandlers,
  errorHandlers,
  everyRangeForm,
  filledHandlers,
  loadingHandlers,
  medicationList,
  recordsPage,
  valueFormItems,
} from '../../../testing/records';
import MedicationsScreen from './medications-screen';
import { LabsScreen, VitalsScreen } from './observations-screen';
import { emptyStory, errorStory, loadingStory, longRecordName } from '../stories-support';
import { fitsTheViewport, longText, onPhone } from '../../../testing/story-states';

/** Medication tab, Vitals and Labs: one paged list of records each. */
const meta = {
  title: 'Screens/Records/Medications, Vitals and Labs',
  component: MedicationsScreen,
  decorators: [withPortalScreen],
  parameters: { route: { path: '/home/medications' }, msw: { handlers: filledHandlers() } },
} satisfies Meta<typeof MedicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [REC-1] What the patient takes now, then what they took before. */
export const Medications: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('records.medications.current') }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('records.medications.past') })).toBeVisible();
    await expect(canvas.getByText('Simvastatin 10 MG Oral Tablet')).toBeVisible();
  },
};
/** [REC-1] A medication's entry with its fills opened. */
export const MedicationWithFills: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByText('3 fills'))[0]!);
    await expect(await canvas.findByText('May 2, 2025 · active')).toBeVisible();
  },
};
/** [REC-1] Nothing current: the past medications still show. */
export const MedicationsNoneCurrent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/records/medications', () => ok({ current: [], past: medicationList().past })),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('records.medications.currentEmpty'))).toBeVisible();
  },
};
export const MedicationsLoading: Story = { tags: ['state:loading'], ...loadingStory };
export const MedicationsEmpty: Story = { tags: ['state:empty'], ...emptyStory('No medications yet') };
export const MedicationsError: Story = { tags: ['state:error'], ...errorStory };
export const MedicationsSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Medicamentos', level: 1 }),
    ).toBeVisible();
  },
};

export const Vitals: Story = {
  tags: ['state:filled'],
  render: () => <VitalsScreen />,
  parameters: { route: { path: '/home/vitals' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('72 /min')).toBeVisible();
    // [REC-3] A blood-pressure reading: one entry, both numbers.
    await expect(canvas.getByText('118 mmHg')).toBeVisible();
    await expect(canvas.getByText('86 mmHg')).toBeVisible();
  },
};
export const VitalsEmpty: Story = {
  tags: ['state:empty'],
  render: () => <VitalsScreen />,
  parameters: { route: { path: '/home/vitals' }, msw: { handlers: emptyHandlers() } },
};
export const Labs: Story = {
  tags: ['visual', 'state:filled'],
  render: () => <LabsScreen />,
  parameters: { route: { path: '/home/labs' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('(above range)')).toBeVisible();
  },
};
export const LabsLoading: Story = {
  tags: ['state:loading'],
  render: () => <LabsScreen />,
  parameters: { route: { path: '/home/labs' }, msw: { handlers: loadingHandlers() } },
};
export const LabsError: Story = {
  tags: ['state:error'],
  render: () => <LabsScreen />,
  parameters: { route: { path: '/home/labs' }, msw: { handlers: errorHandlers() } },
};
export const LabsSpanish: Story = {
  render: () => <LabsScreen />,
  globals: { locale: 'es' },
  parameters: { route: { path: '/home/labs' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('(por encima del rango)')).toBeVisible();
  },
};
/**
 * [PROF-7] A weight, a height and a fever measured in kg, cm and °C, for a patient reading US units (their brand's
 * default): 154.3 lb, 5 ft 7 in, 100.2 °F against a normal range in °F.
 */
const bodyMeasureHandlers = () => [
  http.get('*/v1/patient/records', () => ok(recordsPage(bodyMeasures()))),
  ...filledHandlers(),
];
export const VitalsInUsUnits: Story = {
  render: () => <VitalsScreen />,
  parameters: { route: { path: '/home/vitals' }, msw: { handlers: bodyMeasureHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('154.3 lb')).toBeVisible();
    await expect(canvas.getByText('5 ft 7 in')).toBeVisible();
    await expect(canvas.getByText('100.2 °F')).toBeVisible();
    await expect(canvas.getByText('(above range)')).toBeVisible();
  },
};
export const VitalsInUsUnitsSpanish: Story = {
  ...VitalsInUsUnits,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('154,3 lb')).toBeVisible();
    await expect(canvas.getByText('100,2 °F')).toBeVisible();
  },
};
/** [PROF-7] The same readings for a signed-in patient who chose metric units: as measured. */
export const VitalsInMetricUnits: Story = {
  render: () => <VitalsScreen />,
  parameters: {
    route: { path: '/home/vitals' },
    session: demoClaims,
    msw: { handlers: [settingsIn(DEFAULT_TIME_ZONE, 'metric'), ...bodyMeasureHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('70 kg')).toBeVisible();
    await expect(canvas.getByText('170 cm')).toBeVisible();
    await expect(canvas.getByText('37.9 °C')).toBeVisible();
  },
};
/** [PULL-3] Results without a number: each says its value, or "No value:" and why, in the patient's language. */
const valueFormHandlers = () => [
  http.get('*/v1/patient/records', () => ok(recordsPage(valueFormItems()))),
  ...filledHandlers(),
];
export const LabsValueForms: Story = {
  render: () => <LabsScreen />,
  parameters: { route: { path: '/home/labs' }, msw: { handlers: valueFormHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('records.recordValue.noValue', { reason: 'the test was not done' })),
    ).toBeVisible();
    await expect(canvas.getByText('No value: a group of results, each listed on its own')).toBeVisible();
    await expect(canvas.getByText('Specimen haemolysed')).toBeVisible();
    await expect(canvas.getByText('< 5 mg/dL')).toBeVisible();
    await expect(canvas.getByText(t('records.recordValue.no'))).toBeVisible();
    await expect(canvas.getByText('Inhaled oxygen flow rate: 6 liters/min')).toBeVisible();
  },
};
export const LabsValueFormsSpanish: Story = {
  ...LabsValueForms,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sin valor: la prueba no se hizo')).toBeVisible();
    await expect(
      canvas.getByText('Sin valor: un grupo de resultados, cada uno en su propia fila'),
    ).toBeVisible();
  },
};
/**
 * [issue 24] A range in every form it arrives in (high only, low only, both, "<100", "≥40", words): each result
 * is flagged and its range printed the one way the chart and a kit's result read it.
 */
export const LabsEveryRangeForm: Story = {
  render: () => <LabsScreen />,
  parameters: {
    route: { path: '/home/labs' },
    msw: {
      handlers: [
        http.get('*/v1/patient/records', () => ok(recordsPage(everyRangeForm))),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('listitem');
    const read = rows.map((row) => row.querySelector('p')?.textContent);
    await expect(read).toEqual([
      '6.8 %(above range)normal range ≤ 5.6 %',
      '45 mL/min(below range)normal range ≥ 60 mL/min',
      '1 mg/dLnormal range 0.6 – 1.3 mg/dL',
      '100 mg/dL(above range)normal range < 100 mg/dL',
      '52 mg/dLnormal range ≥ 40 mg/dL',
      'Positive(out of range)normal range Negative',
    ]);
  },
};

/** A medication and its prescriber named as long as a source writes them: each wraps in its entry. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/records/medications', () =>
          ok({
            ...medicationList(),
            current: [
              {
                ...medicationList().current[0]!,
                name: longRecordName,
                prescriber: `Dr. ${longText.givenName} ${longText.familyName}`,
              },
            ],
          }),
        ),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(longRecordName))[0]).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Simvastatin 10 MG Oral Tablet')).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const LabsPhone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  render: () => <LabsScreen />,
  parameters: { route: { path: '/home/labs' }, ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('(above range)')).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
