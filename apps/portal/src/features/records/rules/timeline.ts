import type { Timeline } from '@portal/contract';

export const TIMELINE_TYPES = ['medication', 'encounter'] as const;
export type TimelineEntryType = (typeof TIMELINE_TYPES)[number];
export type TimelineTypeFilter = 'all' | TimelineEntryType;

/** One line of the timeline: a medication or an encounter, whichever element of the response it came from. */
export interface TimelineEntry {
  id: string;
  type: TimelineEntryType;
  name: string | null;
  /** Encounter class (ambulatory, emergency…); null for medications. */
  kind: string | null;
  status: string | null;
  /** ISO date-time, or null when the source gave none. */
  date: string | null;
  endDate: string | null;
  /** Visits: who the patient saw and where, as the source named them; null for medications. */
  clinician: string | null;
  place: string | null;
  /** YYYY-MM-DD of `date`, for the day-based range filter; '' when undated. */
  day: string;
  source: string;
  /** Lower-cased, accent-free text the search matches against. */
  searchText: string;
}

export interface TimelineFilter {
  type: TimelineTypeFilter;
  /** YYYY-MM-DD or '' (open). Inclusive. */
  from: string;
  /** YYYY-MM-DD or '' (open). Inclusive. */
  to: string;
  search: string;
}

export const emptyTimelineFilter: TimelineFilter = { type: 'all', from: '', to: '', search: '' };

// eslint-disable-next-line no-control-regex -- every ASCII character, control ones included
const ASCII = /^[\x00-\x7f]*$/;

/** Case- and accent-insensitive, so "vacuna" finds "Vacúna" and a Spanish keyboard is never a problem. */
export function foldText(text: string): string {
  // Most record text is plain ASCII, which has nothing to unfold: skipping normalize() for it makes folding a
  // 10,000-entry timeline several times faster
  if (ASCII.test(text)) return text.toLowerCase().trim();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const dayOf = (date: string | null) => (date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : '');

/**
 * [REC-2] Medications come from the first element of the response, encounters from the second; the timeline
 * shows both, newest first, undated entries last (stable, so equal dates keep the server's order).
 */
export function toTimelineEntries(timeline: Timeline | undefined): TimelineEntry[] {
  if (!timeline) return [];
  const medications = timeline[0]?.medications ?? [];
  const encounters = timeline[1]?.encounters ?? [];
  const entries: TimelineEntry[] = [
    ...medications.map((m) => ({
      id: `medication-${m.id}`,
      type: 'medication' as const,
      name: m.name,
      kind: null,
      status: m.status,
      date: m.date,
      endDate: null,
      clinician: null,
      place: null,
      day: dayOf(m.date),
      source: m.source,
      searchText: foldText([m.name, m.code, m.status].filter(Boolean).join(' ')),
    })),
    ...encounters.map((e) => ({
      id: `encounter-${e.id}`,
      type: 'encounter' as const,
      name: e.name,
      kind: e.class,
      status: e.status,
      date: e.date,
      endDate: e.end_date,
      clinician: e.clinician,
      place: e.place,
      day: dayOf(e.date),
      source: e.source,
      searchText: foldText([e.name, e.class, e.status, e.clinician, e.place].filter(Boolean).join(' ')),
    })),
  ];
  return entries
    .map((entry, index) => ({ entry, index, time: entry.date ? Date.parse(entry.date) : Number.NaN }))
    .sort((a, b) => {
      const aDated = Number.isFinite(a.time);
      const bDated = Number.isFinite(b.time);
      if (aDated !== bDated) return aDated ? -1 : 1;
      if (aDated && a.time !== b.time) return b.time - a.time;
      return a.index - b.index;
    })
    .map(({ entry }) => entry);
}

/** A range whose start is after its end matches nothing; the form says so instead of showing an empty list. */
export function isDateRangeValid(filter: Pick<TimelineFilter, 'from' | 'to'>): boolean {
  return !filter.from || !filter.to || filter.from <= filter.to;
}

export function isFilterActive(filter: TimelineFilter): boolean {
  return filter.type !== 'all' || filter.from !== '' || filter.to !== '' || filter.search.trim() !== '';
}

/**
 * [REC-2] The timeline filter: type, an inclusive day range (undated entries only show without a range) and a
 * search over name, class, status, clinician and place. Every word of the search must match, in any order.
 */
export function filterTimeline(entries: readonly TimelineEntry[], filter: TimelineFilter): TimelineEntry[] {
  const words = foldText(filter.search).split(/\s+/).filter(Boolean);
  const ranged = filter.from !== '' || filter.to !== '';
  if (!isDateRangeValid(filter)) return [];
  return entries.filter((entry) => {
    if (filter.type !== 'all' && entry.type !== filter.type) return false;
    if (ranged) {
      if (!entry.day) return false;
      if (filter.from && entry.day < filter.from) return false;
      if (filter.to && entry.day > filter.to) return false;
    }
    return words.every((word) => entry.searchText.includes(word));
  });
}

/** The filter kept in the address bar, so a filtered timeline can be bookmarked, shared with oneself and reloaded. */
export function filterFromSearchParams(params: URLSearchParams): TimelineFilter {
  const type = params.get('type');
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  return {
    type: type === 'medication' || type === 'encounter' ? type : 'all',
    from: day(params.get('from')),
    to: day(params.get('to')),
    search: (params.get('q') ?? '').slice(0, 100),
  };
}

export function filterToSearchParams(filter: TimelineFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== 'all') params.set('type', filter.type);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.search.trim()) params.set('q', filter.search.trim());
  return params;
}
