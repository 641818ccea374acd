import {
  catalogues,
  classifyValue,
  convertRange,
  formatRange,
  interpolate,
  isCalendarDate,
  measurementText,
  normaliseRange,
  readableUnit,
  unitIn,
  type Insight,
  type Language,
  type RecordComponent,
  type RecordItem,
  type UnitSystem,
} from '@portal/contract';
import type { PdfText } from '../../lib/pdf.js';

/*
 * [SHARE-2] The printable summary of a patient's record: what a patient hands a new doctor or keeps on a phone.
 * A pure function of what was read, in the patient's language, so its words and limits are tested without a
 * database. A long record keeps the newest of each kind and says how many more the full record holds.
 */

/** Entries listed per section: a summary, not the record (the FHIR download is the whole of it). */
export const SUMMARY_SECTION_LIMIT = 40;

export interface SummaryInput {
  patient: { first_name: string; last_name: string; date_of_birth: string };
  conditions: RecordItem[];
  medications: RecordItem[];
  allergies: RecordItem[];
  immunizations: RecordItem[];
  /** Vital signs (weight, height, blood pressure…), newest first: the latest of each is listed. */
  vitals: RecordItem[];
  /** Laboratory results, newest first. */
  results: RecordItem[];
  careGaps: Insight[];
  createdAt: Date;
  /** The patient's saved time zone [PROF-7]: the day the summary was made is that day where they live. */
  timeZone: string;
  /** The units the patient reads their records in [PROF-7]: the download says what their screens say. */
  units: UnitSystem;
}

export function summaryText(input: SummaryInput, language: Language): PdfText {
  const shared = catalogues[language];
  const words = shared.recordSummary;
  // As the portal dates them (its date-format.ts): a calendar date is that day, a moment the day it was where the
  // patient lives; the moment the summary was made too.
  const madeOn = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: input.timeZone });
  const calendarDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (iso: string | null) =>
    iso ? (isCalendarDate(iso) ? calendarDay : madeOn).format(new Date(iso)) : '';
  const status = (code: string | null) =>
    code ? ((shared.recordStatus as Record<string, string>)[code] ?? code) : '';
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });

  const section = (heading: string, items: RecordItem[], line: (item: RecordItem) => string) => {
    // The newest entry of each name stands for it: a medication refilled monthly is one line, not sixty.
    const seen = new Set<string>();
    const distinct = items.filter((item) => {
      const name = (item.display ?? item.code ?? '').toLowerCase();
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
    const shown = distinct.slice(0, SUMMARY_SECTION_LIMIT);
    const paragraphs = shown.length === 0 ? [words.none] : shown.map(line);
    if (distinct.length > shown.length)
      paragraphs.push(interpolate(words.more, { count: distinct.length - shown.length }));
    return { heading, paragraphs };
  };
  const named = (item: Pick<RecordItem, 'display' | 'code'>) => item.display ?? item.code ?? '—';
  const facts = (...parts: string[]) => parts.filter(Boolean).join(' · ');
  const dated = (item: RecordItem) => facts(named(item), day(item.date), status(item.status));
  // A result with no number still says what it is: yes or no, the source's words, or why there is no value.
  const said = (item: RecordComponent) => {
    const { yes, no, noValue, absentReason } = shared.recordValue;
    if (item.value_boolean != null) return item.value_boolean ? yes : no;
    if (item.value_text || !item.value_absent) return item.value_text ?? '';
    const reason = (absentReason as Record<string, string>)[item.value_absent] ?? item.value_absent;
    return interpolate(noValue, { reason });
  };
  // A reading of several numbers (a blood pressure) names each: "Systolic blood pressure 120 mmHg, …".
  const reading = (item: RecordComponent & { components?: RecordComponent[] }): string => {
    const { value, unit, code } = item;
    if (value !== null) return measurementText({ value, unit, code }, input.units, number.format);
    const parts = item.components ?? [];
    if (parts.length > 0) return parts.map((part) => `${named(part)} ${reading(part)}`).join(', ');
    return said(item);
  };
  const result = (item: RecordItem) => {
    const value = reading(item);
    // the range and the verdict the chart, the Labs list and a kit's result give, read the same one way; the
    // verdict on the stored numbers, the range in the units the value is shown in
    const stored = normaliseRange(item.reference_range);
    const position = classifyValue(item.value ?? item.value_text, stored);
    const range = stored && convertRange(stored, item.unit, input.units);
    const unit =
      range && (range.low !== undefined || range.high !== undefined)
        ? readableUnit(unitIn(item.unit, input.units))
        : '';
    return facts(
      named(item),
      value,
      position === 'below' || position === 'above' || position === 'outside'
        ? words.resultPosition[position]
        : '',
      range ? interpolate(words.range, { range: `${formatRange(range, number.format)} ${unit}`.trim() }) : '',
      day(item.date),
    );
  };

  const open = input.careGaps.filter((gap) => gap.status === 'open');
  const { patient } = input;
  return {
    title: words.title,
    meta: [
      `${words.patient}: ${patient.first_name} ${patient.last_name}`,
      `${words.born}: ${day(patient.date_of_birth)}`,
      `${words.created}: ${madeOn.format(input.createdAt)}`,
      words.source,
    ],
    sections: [
      section(words.conditions, input.conditions, dated),
      section(words.medications, input.medications, dated),
      section(words.allergies, input.allergies, dated),
      section(words.immunizations, input.immunizations, dated),
      section(words.vitals, input.vitals, result),
      section(words.results, input.results, result),
      {
        heading: words.careGaps,
        paragraphs:
          open.length === 0
            ? [words.noneDue]
            : open.map((gap) =>
                facts(
                  shared.careGapNames[gap.rule],
                  gap.due_date ? interpolate(words.due, { date: day(gap.due_date) }) : '',
                ),
              ),
      },
    ],
    closing: [],
  };
}
