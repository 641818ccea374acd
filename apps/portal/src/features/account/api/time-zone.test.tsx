import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { settingsIn } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { access } from '../../../testing/sharing';
import { mockApi } from '../../../testing/server';
import { StatusHistory } from '../../lab-kits/components/status-history';
import { AccessLog } from '../../sharing/components/access-log';
import { useRecordFormat } from '../../records/components/format';

const server = mockApi();
const savedZone = (zone: string) => server.use(settingsIn(zone));

/** 02:30 UTC on 1 March 2026. */
const AT = '2026-03-01T02:30:00Z';
const shown = (text: string) => screen.findByText((content) => content.replace(/\u202f/g, ' ') === text);

describe('times follow the saved time zone', () => {
  it.each([
    ['America/New_York', 'Feb 28, 2026, 9:30 PM'],
    ['America/Los_Angeles', 'Feb 28, 2026, 6:30 PM'],
  ])('[PROF-7] a kit step saved in %s is shown at %s', async (zone, text) => {
    savedZone(zone);
    renderScreen(
      <StatusHistory label="History" history={[{ status: 'order-fulfilled', at: AT, source: 'partner' }]} />,
    );
    expect(await shown(text)).toBeTruthy();
  });

  it.each([
    ['America/New_York', 'Feb 28, 2026, 9:30 PM'],
    ['America/Los_Angeles', 'Feb 28, 2026, 6:30 PM'],
  ])('[PROF-7] a share-log read saved in %s is shown at %s', async (zone, text) => {
    savedZone(zone);
    renderScreen(<AccessLog accesses={[access({ at: AT, action: 'open', client: 'Chrome on macOS' })]} />);
    expect(await shown(text)).toBeTruthy();
  });

  it('[PROF-7] a record’s calendar day stays the day stored, in any zone', async () => {
    savedZone('America/Los_Angeles');
    function RecordDay() {
      const format = useRecordFormat();
      return (
        <p>
          {format.timeZone}: {format.day('2026-03-01')}
        </p>
      );
    }
    renderScreen(<RecordDay />);
    expect(await screen.findByText('America/Los_Angeles: Mar 1, 2026')).toBeTruthy();
  });
});
