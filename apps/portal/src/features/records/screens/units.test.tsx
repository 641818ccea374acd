import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { DEFAULT_TIME_ZONE, type UnitSystem } from '@portal/contract';
import { bodyMeasures, filledHandlers, recordsPage, weightInKilograms } from '../../../testing/records';
import { ok, settingsIn } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { scopedView } from '../../../testing/sharing';
import { SharedRecords } from '../../sharing/components/shared-records';
import { VitalsScreen } from './observations-screen';
import TrendsScreen from './trends-screen';

const server = mockApi(filledHandlers(), { given_name: 'ana' });

const vitals = bodyMeasures();
const rangeText = (text: string) =>
  screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === text);

describe('the Vitals list in the patient’s units', () => {
  it.each<[UnitSystem, 'en' | 'es', string[], string]>([
    ['us', 'en', ['154.3 lb', '5 ft 7 in', '100.2 °F'], 'normal range 97 – 99 °F'],
    ['us', 'es', ['154,3 lb', '5 ft 7 in', '100,2 °F'], 'rango normal 97 – 99 °F'],
    ['metric', 'en', ['70 kg', '170 cm', '37.9 °C'], 'normal range 36.1 – 37.2 °C'],
    ['metric', 'es', ['70 kg', '170 cm', '37,9 °C'], 'rango normal 36,1 – 37,2 °C'],
  ])(
    '[PROF-7] with %s units in %s a weight, a height and a fever read %j, the fever’s range "%s"',
    async (units, language, values, range) => {
      server.use(
        settingsIn(DEFAULT_TIME_ZONE, units),
        http.get('*/v1/patient/records', () => ok(recordsPage(vitals))),
      );
      renderScreen(<VitalsScreen />, { path: '/home/vitals', language });
      expect(await screen.findByText(values[0]!)).toBeTruthy();
      for (const value of values) expect(screen.getByText(value)).toBeTruthy();
      expect(rangeText(range)).toBeTruthy();
    },
  );
});

describe('a weight trend in the patient’s units', () => {
  it.each<[UnitSystem, string, RegExp, string]>([
    ['us', '177.5', /latest 177\.5 lb/, 'Normal range: 110.2 – 220.5 lb'],
    ['metric', '80.5', /latest 80\.5 kg/, 'Normal range: 50 – 100 kg'],
  ])(
    '[PROF-7] [TREND-1] in %s units the chart, its table, its summary and its band read %s',
    async (units, cell, summary, band) => {
      server.use(
        settingsIn(DEFAULT_TIME_ZONE, units),
        http.get('*/v1/patient/trends/vitals/WEIGHT', () => ok(weightInKilograms)),
      );
      renderScreen(<TrendsScreen />, {
        path: '/home/trends/weight?period=all',
        routePath: '/home/trends/:view',
      });
      const figure = await screen.findByRole('figure', { name: /Weight/ });
      expect(await within(figure).findByText(summary)).toBeTruthy();
      expect(within(figure).getByText(band)).toBeTruthy();
      const cells = within(figure)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
      expect(cells).toEqual([cell]);
    },
  );
});

describe('a share link’s reader', () => {
  it.each<[UnitSystem, string]>([
    ['metric', '70 kg'],
    ['us', '154.3 lb'],
  ])(
    '[PROF-7] [SHARE-2] reads the sharing patient’s %s units, whatever the reader’s own: %s',
    async (units, weight) => {
      // the reader's own settings say the opposite: the link's units win
      server.use(
        settingsIn(DEFAULT_TIME_ZONE, units === 'us' ? 'metric' : 'us'),
        http.get('*/v1/patient/records', () => ok(recordsPage([vitals[0]!]))),
      );
      const view = {
        ...scopedView,
        units,
        grant: { ...scopedView.grant, categories: ['observations' as const] },
      };
      renderScreen(<SharedRecords view={view} />, { path: '/shared' });
      expect(await screen.findByText(weight)).toBeTruthy();
    },
  );
});
