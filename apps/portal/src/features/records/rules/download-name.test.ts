import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it.each([
    [
      '9 PM in New York is still the 27th there',
      '2026-11-28T02:00:00Z',
      'America/New_York',
      'health-record-2026-11-27.fhir.json',
    ],
    [
      'the morning after in New York',
      '2026-11-28T14:00:00Z',
      'America/New_York',
      'health-record-2026-11-28.fhir.json',
    ],
    [
      'Auckland is a day ahead of UTC by noon',
      '2026-11-27T12:00:00Z',
      'Pacific/Auckland',
      'health-record-2026-11-28.fhir.json',
    ],
  ])('[SHARE-2] [issue 24] %s', (_, at, zone, name) => {
    expect(downloadName('health-record', '.fhir.json', new Date(at), zone)).toBe(name);
  });
});
