import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

type Tree = { [key: string]: string | string[] | Tree };
const load = (language: string) =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../apps/portal/dist/locales/${language}.json`), 'utf8'),
  ) as Tree;

/** A language's catalogue as the built portal serves it, for tests that read the words a patient reads. */
export const catalogue = load;

/** One text of a catalogue by its dotted key, with `{{count}}` filled in when given. */
export function text(tree: Tree, key: string, count?: number): string {
  const value = key.split('.').reduce<Tree[string]>((node, part) => (node as Tree)[part]!, tree);
  return typeof count === 'number' ? String(value).replace('{{count}}', String(count)) : String(value);
}

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
 * somewhere, even inside a longer text, is Spanish-page text too (the language menu names "English" in English on
 * every page; "Authenticator" is part of the app's name "Google Authenticator" in both languages).
 */
let englishOnly: string[] | undefined;
export function englishOnlyTexts(): string[] {
  if (englishOnly) return englishOnly;
  const spanish = leaves(load('es'));
  const es = new Map(spanish);
  const allSpanish = spanish.map(([, text]) => text).join('\n');
  const texts = new Set<string>();
  for (const [key, english] of leaves(load('en'))) {
    if (es.get(key) === english) continue;
    for (const fragment of english.split(/\{\{[^}]+\}\}/)) {
      const text = fragment
        .trim()
        .replace(/[.,:;!?()]+$/, '')
        .trim();
      if (text.length >= 4 && !containsWords(allSpanish, text)) texts.add(text);
    }
  }
  englishOnly = [...texts];
  return englishOnly;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as whole words (so "Confirm" does not match "Confirme"). */
const wholeWords = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u');

/**
 * Whether `haystack` holds `text` as whole words. The plain search first: a regular expression per text, built and
 * run over every catalogue, took seconds on a loaded machine for each message a Spanish walk reads.
 */
const compiled = new Map<string, RegExp>();
function containsWords(haystack: string, text: string): boolean {
  if (!haystack.includes(text)) return false;
  let pattern = compiled.get(text);
  if (!pattern) compiled.set(text, (pattern = wholeWords(text)));
  return pattern.test(haystack);
}

/** English texts found in `pageText` as whole words. */
export function englishFoundIn(pageText: string): string[] {
  return englishOnlyTexts().filter((text) => containsWords(pageText, text));
}

/**
 * The page's text as the patient reads it, without the words a record source or a registry wrote
 * (`[data-source-text]`, the portal's SourceText: "Hemoglobin A1c", a sponsor's name), which are shown as
 * written in any language. Hidden for the reading only (visibility, so nothing moves): innerText leaves out what
 * is not visible.
 */
export async function textOutsideSourceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // a constructed style sheet: the page's CSP refuses a <style> tag
    const hide = new CSSStyleSheet();
    hide.replaceSync('[data-source-text] { visibility: hidden !important; }');
    const before = document.adoptedStyleSheets;
    document.adoptedStyleSheets = [...before, hide];
    try {
      return document.body.innerText;
    } finally {
      document.adoptedStyleSheets = before;
    }
  });
}

/** What a screen says while it loads, in either language (a spinner's label, the loading page's heading). */
export const loadingText = new RegExp(
  `^(${['en', 'es'].map((language) => ((load(language).app as Tree).loading as string).replace(/[.…]/g, '\\$&')).join('|')})`,
);
