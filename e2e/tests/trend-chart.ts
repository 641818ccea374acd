import type { Locator } from '@playwright/test';

/**
 * What a trend chart drew, read from its SVG: the value axis' ticks, the reference band's box, and the marker of
 * each series' latest reading (drawn however many readings the line has).
 */
export interface ChartGeometry {
  /** Each tick's value and y, lowest value first. */
  ticks: { value: number; y: number }[];
  /** The band's top and bottom edges (y grows downwards). */
  band: { top: number; bottom: number } | null;
  latest: { value: number; cy: number }[];
}

export function chartGeometry(figure: Locator): Promise<ChartGeometry> {
  return figure.evaluate((el) => {
    const ticks = [...el.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')]
      .map((t) => ({ value: Number(t.textContent), y: Number(t.getAttribute('y')) }))
      .sort((a, b) => a.value - b.value);
    const area = el.querySelector<SVGGraphicsElement>('[data-band]');
    const box = area?.getBBox();
    const latest = [...el.querySelectorAll('circle[data-latest]')].map((c) => ({
      value: Number(c.getAttribute('data-value')),
      cy: Number(c.getAttribute('cy')),
    }));
    return { ticks, band: box ? { top: box.y, bottom: box.y + box.height } : null, latest };
  });
}

/** The chart's own scale: the y of a value, from the positions and labels of its lowest and highest ticks. */
export function yOf({ ticks }: ChartGeometry, value: number): number {
  const [a, b] = [ticks[0]!, ticks.at(-1)!];
  return a.y + ((value - a.value) * (b.y - a.y)) / (b.value - a.value);
}
