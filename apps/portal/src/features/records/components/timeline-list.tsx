import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Card } from '@portal/ui';
import { SourceText, withParts } from '../../../components/source-text';
import type { TimelineEntry } from '../rules/timeline';
import { useRecordFormat } from './format';
import { useRecordStatus, useSourceName } from './pull-progress';

/**
 * The windowing depends on these, so they are inline styles rather than utility classes: the list must never
 * grow to its full height (that would render every row), whatever CSS the page has.
 */
const scrollAreaStyle = { height: '70vh', minHeight: 320, overflowY: 'auto' } as const;
const rowStyle = { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' } as const;

/** Rows are about this tall; the virtualiser measures each one, so long names that wrap are fine. */
const ESTIMATED_ROW_PX = 76;
const estimateSize = () => ESTIMATED_ROW_PX;
/** The scroll area's height before it is measured (70vh, at least 320 px): the first render already has rows. */
const initialRect = () => ({ width: 0, height: Math.max(320, window.innerHeight * 0.7) });

/** What a row needs from the language, made once per list rather than once per row (rows mount on every scroll). */
interface RowText {
  day: (iso: string | null) => string | null;
  t: TFunction;
  sourceName: (source: string) => string;
  recordStatus: (status: string) => string;
}

const TimelineRow = memo(function TimelineRow({ entry, text }: { entry: TimelineEntry; text: RowText }) {
  const { t, day, sourceName, recordStatus } = text;
  const start = day(entry.date);
  const end = day(entry.endDate);
  const when = start
    ? end && end !== start
      ? t('records.timeline.range', { start, end })
      : start
    : t('records.list.noDate');
  return (
    <Card variant="striped" padding="none" className="flex flex-col gap-0.5 px-4 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">
          {entry.name ? <SourceText>{entry.name}</SourceText> : t('records.list.unnamed')}
        </span>
        <span className="text-sm text-on-surface-muted">{when}</span>
      </div>
      {(entry.clinician || entry.place) && (
        <span className="text-sm">
          {withParts(
            (values) =>
              t(
                entry.clinician && entry.place
                  ? 'records.timeline.withAt'
                  : entry.clinician
                    ? 'records.timeline.with'
                    : 'records.timeline.at',
                values,
              ),
            {
              clinician: <SourceText name>{entry.clinician}</SourceText>,
              place: <SourceText name>{entry.place}</SourceText>,
            },
          )}
        </span>
      )}
      <span className="text-sm text-on-surface-muted">
        {[
          t(`records.timeline.type.${entry.type}`),
          entry.kind ? t(`records.timeline.class.${entry.kind}`, { defaultValue: entry.kind }) : null,
          entry.status ? recordStatus(entry.status) : null,
          sourceName(entry.source),
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </Card>
  );
});

/**
 * The timeline view, windowed: only the rows in view (plus a few either side) are in the page, so 10,000 entries
 * scroll as smoothly as 10. The list keeps its full length for assistive tech through aria-setsize/posinset.
 */
export function TimelineList({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const format = useRecordFormat();
  const sourceName = useSourceName();
  const recordStatus = useRecordStatus();
  const text = useMemo<RowText>(
    () => ({ t, day: format.day, sourceName, recordStatus }),
    [t, format, sourceName, recordStatus],
  );
  // A new function would make the virtualiser lay out all 10,000 rows again on every render
  const getItemKey = useCallback((index: number) => entries[index]?.id ?? index, [entries]);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    initialRect: useMemo(initialRect, []),
    overscan: 8,
    getItemKey,
    // A row measured at 0 (not laid out yet, or a hidden container) keeps its estimate: otherwise every row
    // would fit in view at once and all 10,000 would render
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_ROW_PX,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      data-testid="timeline-scroll"
      tabIndex={0}
      role="region"
      aria-label={label}
      style={scrollAreaStyle}
      className="rounded-card border border-border/40 focus-visible:outline-2 focus-visible:outline-focus"
    >
      <ul style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-setsize={entries.length}
              aria-posinset={item.index + 1}
              className="px-2 py-1"
              style={{ ...rowStyle, transform: `translateY(${item.start}px)` }}
            >
              <TimelineRow entry={entry} text={text} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
