import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { licences } from './licences';

const root = join(import.meta.dirname, '../../../../..');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

/** What the portal and the component package it bundles depend on at run time (our own packages aside). */
function shipped(): string[] {
  const names = ['apps/portal/package.json', 'packages/ui/package.json'].flatMap((path) =>
    Object.keys(json(path).dependencies as Record<string, string>),
  );
  return [...new Set(names)].filter((name) => !name.startsWith('@portal/')).sort();
}

describe('the About page licences', () => {
  it('[PROF-7] lists every shipped dependency once, with the licence its package declares', () => {
    expect(licences.map((l) => l.name)).toEqual(shipped());
    for (const { name, licence } of licences) {
      const declared = json(`node_modules/${name}/package.json`).license;
      expect(declared === 'SEE LICENSE in LICENSE' ? 'Onfido SDK licence (proprietary)' : declared).toBe(
        licence,
      );
    }
  });
});
