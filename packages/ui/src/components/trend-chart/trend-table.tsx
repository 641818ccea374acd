import { useMemo, useState } from 'react';
import { Button } from '../button/button';
import { ScrollRegion } from '../scroll-region/scroll-region';
import type { RangePosition } from './summarise';
import type { TrendChartLabels, TrendPoint, TrendSeries } from './trend-chart';

interface TrendTableProps {
  /** The chart's title: the name of the table's scrolling region. */
  title: string;
  rows: ReadonlyArray<TrendPoint & { t: number }>;
  series: readonly TrendSeries[];
  unit: string;
  labels: TrendChartLabels;
  pageSize: number;
  open: boolean;
  /** Every row at once, no pager (print: paper has no buttons). */
  allRows: boolean;
  format: (t: number) => string;
  formatValue: (v: number) => string;
  /** Where a value of a series sits against its range, as the chart's summary reads it. */
  positionOf: (series: TrendSeries, value: number) => RangePosition | null;
}

/**
 * [TREND-2] Every reading as a table, newest first, paged so 5,000 readings stay light; a reading out of its
 * range says so in its cell, in the same words as the chart's summary.
 */
export function TrendTable({
  title,
  rows,
  series,
  unit,
  labels,
  pageSize,
  open,
  allRows,
  format,
  formatValue,
  positionOf,
}: TrendTableProps) {
  const [page, setPage] = useState(0);
  const size = allRows ? Math.max(1, rows.length) : pageSize;
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages - 1);
  const newestFirst = useMemo(() => [...rows].reverse(), [rows]);
  const visible = newestFirst.slice(current * size, current * size + size);
  return (
    <details open={open} className="group">
      <summary className="cursor-pointer rounded-brand font-semibold text-link underline focus-visible:outline-2 focus-visible:outline-focus">
        {labels.showTable}
      </summary>
      <ScrollRegion label={title} className="mt-2">
        <table className="w-full border-collapse text-start text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pe-4 text-start">
                {labels.date}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-2 pe-4 text-start">
                  {s.label} ({unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, i) => (
              <tr key={`${row.t}-${i}`} className="border-b border-border/30">
                <th scope="row" className="py-1 pe-4 text-start font-normal">
                  {format(row.t)}
                </th>
                {series.map((s) => {
                  const v = row[s.key];
                  const position = typeof v === 'number' ? positionOf(s, v) : null;
                  const flag = position && position !== 'within' ? labels.flag(position) : '';
                  return (
                    <td key={s.key} className="py-1 pe-4" data-position={position ?? undefined}>
                      {typeof v === 'number' ? formatValue(v) : ''}
                      {/* a space, not only a margin: the cell reads "6.8 above range", also to a screen reader */}
                      {flag && <span className="ms-1 font-semibold">{` ${flag}`}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {pages > 1 && (
        <div className="mt-2 flex items-center gap-3" data-remove-on-print="">
          <Button size="sm" variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {labels.previousPage}
          </Button>
          <span className="text-sm" aria-live="polite">
            {labels.page(current + 1, pages)}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {labels.nextPage}
          </Button>
        </div>
      )}
    </details>
  );
}
