import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** tailwind-merge with every Tailwind utility, as cn() was before it kept only our groups (issue 28). */
const fullMerge = extendTailwindMerge({ extend: { theme: { radius: ['brand', 'button', 'card'] } } });

const sourceFiles = (folder: string): string[] => {
  const root = fileURLToPath(new URL(folder, import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, file));
};

// A class the full config knows merges with itself into one; any other word stays twice.
const known = new Map<string, boolean>();
const isClass = (token: string) => {
  if (!known.has(token)) known.set(token, fullMerge(`${token} ${token}`) === token);
  return known.get(token);
};

/** The Tailwind classes a file names in its strings (those the full config knows). */
function classesIn(file: string): Set<string> {
  const classes = new Set<string>();
  for (const [, single, double, template] of readFileSync(file, 'utf8').matchAll(
    /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g,
  ))
    for (const token of (single ?? double ?? template ?? '').split(/\s+/))
      if (token && !token.includes('${') && isClass(token)) classes.add(token);
  return classes;
}

describe('cn', () => {
  it.each([
    // What callers pass over a component's own classes
    ['button md + a taller min-height', ['min-h-11 px-4 text-base', 'min-h-20'], 'px-4 text-base min-h-20'],
    [
      'button colour + text-current',
      ['bg-primary text-on-primary', 'text-current'],
      'bg-primary text-current',
    ],
    ['card padding + p-0', ['rounded-card p-4', 'p-0'], 'rounded-card p-0'],
    ['card padding + px/py', ['p-4', 'flex gap-0.5 px-4 py-2'], 'p-4 flex gap-0.5 px-4 py-2'],
    [
      'spinner display + block',
      ['inline-block animate-spin size-6', 'fixed inset-x-0 top-24 mx-auto block'],
      'animate-spin size-6 fixed inset-x-0 top-24 mx-auto block',
    ],
    [
      'dialog as a bottom sheet',
      [
        'fixed top-1/2 max-w-lg -translate-y-1/2 rounded-card p-6',
        'top-auto bottom-0 max-w-none w-full translate-y-0 rounded-b-none pb-[calc(1.5rem+env(safe-area-inset-bottom))]',
      ],
      'fixed rounded-card p-6 top-auto bottom-0 max-w-none w-full translate-y-0 rounded-b-none pb-[calc(1.5rem+env(safe-area-inset-bottom))]',
    ],
    ['a size then a height', ['size-4 h-16'], 'size-4 h-16'],
    ['a height then a size', ['h-16 size-4'], 'size-4'],
    [
      'text size, alignment and colour',
      ['text-sm text-center text-on-surface', 'text-danger text-[0.6875rem]'],
      'text-center text-danger text-[0.6875rem]',
    ],
    ['our radius names', ['rounded-brand', 'rounded-card'], 'rounded-card'],
    [
      'variants apart',
      ['outline-none focus-visible:outline-2', 'focus-visible:outline-4'],
      'outline-none focus-visible:outline-4',
    ],
    ['a class of no group here is kept', ['blur-sm', 'blur-lg'], 'blur-sm blur-lg'],
  ])('%s', (_, inputs, expected) => {
    expect(cn(...inputs)).toBe(expected);
  });

  it('merges every pair of classes the components, their stories and the portal use as the full config does', () => {
    // Not this file's or cn.ts's own strings: group names, not classes anyone draws
    const ui = sourceFiles('..').filter((file) => !/\/lib\/cn(\.test)?\.ts$/.test(file));
    const portal = sourceFiles('../../../../apps/portal/src');
    const drawn = new Set<string>();
    const passed = new Set<string>();
    for (const file of ui)
      for (const cls of classesIn(file)) (/\.(test|stories)\.tsx?$/.test(file) ? passed : drawn).add(cls);
    for (const file of portal) for (const cls of classesIn(file)) passed.add(cls);
    /** Classes conflict only under the same variants (`sm:`, `hover:`…). */
    const byVariants = new Map<string, string[]>();
    for (const cls of new Set([...drawn, ...passed])) {
      const key = cls
        .split(/:(?![^[]*\])/)
        .slice(0, -1)
        .sort()
        .join(':');
      byVariants.set(key, [...(byVariants.get(key) ?? []), cls]);
    }
    const pairs = new Set<string>();
    for (const same of byVariants.values())
      for (const a of same.filter((cls) => drawn.has(cls)))
        for (const b of same) if (a !== b) pairs.add(`${a} ${b}`);
    // The portal's own cn() calls join its classes with each other
    for (const file of portal.filter((f) => /\bcn\(/.test(readFileSync(f, 'utf8')))) {
      const own = [...classesIn(file)];
      for (const a of own) for (const b of own) if (a !== b) pairs.add(`${a} ${b}`);
    }
    expect(drawn.size).toBeGreaterThan(100);
    expect(passed.size).toBeGreaterThan(100);
    const differing = [...pairs].filter((pair) => cn(pair) !== fullMerge(pair));
    expect(differing).toEqual([]);
  });
});
