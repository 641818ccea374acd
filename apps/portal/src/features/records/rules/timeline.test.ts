import { describe, expect, it } from 'vitest';
import { demoTimeline } from '../../../testing/records';
import {
  emptyTimelineFilter,
  filterFromSearchParams,
  filterTimeline,
  filterToSearchParams,
  foldText,
  isDateRangeValid,
  toTimelineEntries,
  type TimelineFilter,
} from './timeline';

const entries = toTimelineEntries(demoTimeline);
const names = (filter: Partial<TimelineFilter>) =>
  filterTimeline(entries, { ...emptyTimelineFilter, ...filter }).map((e) => e.name);

describe('the timeline', () => {
  it('[REC-2] reads medications from the first element and encounters from the second, newest first', () => {
    expect(entries.map((e) => [e.type, e.name])).toEqual([
      ['medication', 'Lisinopril 10 MG Oral Tablet'],
      ['encounter', 'General examination'],
      ['encounter', 'Emergency room admission'],
      ['medication', 'Metformin 500 MG Oral Tablet'],
    ]);
  });

  it('[REC-2] puts undated entries last and keeps equal dates in the order received', () => {
    const timeline = toTimelineEntries([
      {
        medications: [
          { id: 'a', name: 'A', code: null, status: null, date: null, source: 's' },
          { id: 'b', name: 'B', code: null, status: null, date: '2020-01-01T00:00:00Z', source: 's' },
          { id: 'c', name: 'C', code: null, status: null, date: '2020-01-01T00:00:00Z', source: 's' },
        ],
      },
      { encounters: [] },
    ]);
    expect(timeline.map((e) => e.name)).toEqual(['B', 'C', 'A']);
  });

  it('[REC-2] is empty for no response or elements without lists', () => {
    expect(toTimelineEntries(undefined)).toEqual([]);
  });
});

describe('the timeline filter', () => {
  it.each<[string, Partial<TimelineFilter>, (string | null)[]]>([
    [
      'no filter shows everything',
      {},
      [
        'Lisinopril 10 MG Oral Tablet',
        'General examination',
        'Emergency room admission',
        'Metformin 500 MG Oral Tablet',
      ],
    ],
    [
      'type medication',
      { type: 'medication' },
      ['Lisinopril 10 MG Oral Tablet', 'Metformin 500 MG Oral Tablet'],
    ],
    ['type encounter', { type: 'encounter' }, ['General examination', 'Emergency room admission']],
    [
      'from a day (inclusive)',
      { from: '2022-08-15' },
      ['Lisinopril 10 MG Oral Tablet', 'General examination', 'Emergency room admission'],
    ],
    [
      'to a day (inclusive)',
      { to: '2022-08-15' },
      ['Emergency room admission', 'Metformin 500 MG Oral Tablet'],
    ],
    [
      'a one-day range',
      { from: '2024-05-02', to: '2024-05-02' },
      ['Lisinopril 10 MG Oral Tablet', 'General examination'],
    ],
    ['type and range together', { type: 'encounter', from: '2024-01-01' }, ['General examination']],
    ['search, any case', { search: 'METFORMIN' }, ['Metformin 500 MG Oral Tablet']],
    [
      'search, every word in any order',
      { search: 'tablet oral lisinopril' },
      ['Lisinopril 10 MG Oral Tablet'],
    ],
    ['search by status', { search: 'stopped' }, ['Metformin 500 MG Oral Tablet']],
    ['search by whom a visit was with', { search: 'ana lee' }, ['General examination']],
    [
      'search by where a visit was',
      { search: 'springfield' },
      ['General examination', 'Emergency room admission'],
    ],
    ['search with no match', { search: 'insulin' }, []],
    ['an inverted range matches nothing', { from: '2024-01-01', to: '2023-01-01' }, []],
  ])('[REC-2] %s', (_name, filter, expected) => {
    expect(names(filter)).toEqual(expected);
  });

  it('[REC-2] an undated entry shows without a range and not with one', () => {
    const undated = toTimelineEntries([
      { medications: [{ id: 'x', name: 'Aspirin', code: null, status: null, date: null, source: 's' }] },
      { encounters: [] },
    ]);
    expect(filterTimeline(undated, emptyTimelineFilter)).toHaveLength(1);
    expect(filterTimeline(undated, { ...emptyTimelineFilter, from: '2000-01-01' })).toHaveLength(0);
  });

  it.each([
    ['Vacúna', 'vacuna'],
    ['  ÉMERGENCY ', 'emergency'],
    ['Niño', 'nino'],
  ])('[REC-2] search ignores case and accents: %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it.each<[string, string, boolean]>([
    ['', '', true],
    ['2024-01-01', '', true],
    ['', '2024-01-01', true],
    ['2024-01-01', '2024-01-01', true],
    ['2024-01-02', '2024-01-01', false],
  ])('[REC-2] the range %s – %s is valid: %s', (from, to, valid) => {
    expect(isDateRangeValid({ from, to })).toBe(valid);
  });

  it.each<[string, TimelineFilter]>([
    ['', emptyTimelineFilter],
    [
      'type=medication&from=2024-01-01&to=2024-12-31&q=metformin',
      { type: 'medication', from: '2024-01-01', to: '2024-12-31', search: 'metformin' },
    ],
    ['type=nonsense&from=yesterday', emptyTimelineFilter],
  ])('[REC-2] reads the filter from the address: "%s"', (query, filter) => {
    expect(filterFromSearchParams(new URLSearchParams(query))).toEqual(filter);
  });

  it('[REC-2] writes only the parts of the filter that are set', () => {
    expect(
      filterToSearchParams({ type: 'encounter', from: '', to: '2024-01-01', search: '  flu ' }).toString(),
    ).toBe('type=encounter&to=2024-01-01&q=flu');
  });
});
