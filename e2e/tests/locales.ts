import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Tree = { [key: string]: string | string[] | Tree };
const load = (language: string) =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../apps/portal/dist/locales/${language}.json`), 'utf8'),
  ) as Tree;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) return value.map((text, i) => [`${path}.${i}`, text] as [string, string]);
    return typeof value === 'object' ? leaves(value, path) : [[path, value] as [string, string]];
  });
}

/**
 * English texts that a Spanish screen must not show: every English translation that differs from its Spanish
 * one, cut at interpolations into the fixed fragments worth looking for. A text the Spanish catalogue itself uses
 * somewhere is Spanish-page text too (the language menu names "English" in English on every page).
 */
export function englishOnlyTexts(): string[] {
  const spanish = leaves(load('es'));
  const es = new Map(spanish);
  const spanishTexts = new Set(spanish.map(([, text]) => text));
  const texts = new Set<string>();
  for (const [key, english] of leaves(load('en'))) {
    if (es.get(key) === english || spanishTexts.has(english)) continue;
    for (const fragment of english.split(/\{\{[^}]+\}\}/)) {
      const text = fragment
        .trim()
        .replace(/[.,:;!?()]+$/, '')
        .trim();
      if (text.length >= 4) texts.add(text);
    }
  }
  return [...texts];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English texts found in `pageText` as whole words (so "Confirm" does not match "Confirme"). */
export function englishFoundIn(pageText: string): string[] {
  return englishOnlyTexts().filter((text) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u').test(pageText),
  );
}
