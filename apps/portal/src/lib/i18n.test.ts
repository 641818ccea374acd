import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, createTestI18n } from '../testing/i18n';

type Tree = { [key: string]: string | string[] | Tree };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && !Array.isArray(value) ? leafKeys(value, path) : [path];
  });
}

const keys = {
  en: new Set(leafKeys(locales.en as unknown as Tree)),
  es: new Set(leafKeys(locales.es as unknown as Tree)),
};
const baseKeys = (set: Set<string>) => new Set([...set].map((key) => key.replace(pluralSuffix, '')));

const srcRoot = join(__dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal keys: t('a.b'), i18n.t("a.b"), i18nKey="a.b", and keys listed as tKey('a.b'). */
function usedKeys(): { key: string; file: string }[] {
  const pattern = /(?:\bt|\btKey|i18n\.t)\(\s*['"`]([A-Za-z0-9_.-]+)['"`]|i18nKey=["']([A-Za-z0-9_.-]+)["']/g;
  return sourceFiles(srcRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({
      key: (m[1] ?? m[2]) as string,
      file: relative(srcRoot, file),
    })),
  );
}

describe('translations', () => {
  it.each(['en', 'es'] as const)('[I18N-3] every key of the other language exists in %s', (language) => {
    const other = language === 'en' ? keys.es : keys.en;
    const missing = [...other].filter((key) => !keys[language].has(key));
    expect(missing).toEqual([]);
  });

  it('[I18N-3] no translation is empty, and lists have the same length in both languages', () => {
    const get = (tree: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const key of keys.en) {
      const en = get(locales.en, key);
      const es = get(locales.es, key);
      expect(Array.isArray(en) ? en.length : String(en).trim().length, key).toBeGreaterThan(0);
      if (Array.isArray(en)) expect((es as unknown[]).length, key).toBe(en.length);
    }
  });

  it('[I18N-3] every key the screens use exists in both files', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(50);
    const known = { en: baseKeys(keys.en), es: baseKeys(keys.es) };
    const objectKeys = (set: Set<string>, key: string) => [...set].some((k) => k.startsWith(`${key}.`));
    const missing = used.filter(
      ({ key }) =>
        !(known.en.has(key) || objectKeys(known.en, key)) ||
        !(known.es.has(key) || objectKeys(known.es, key)),
    );
    expect(missing).toEqual([]);
  });

  it('[I18N-1] English is the fallback for a missing language', () => {
    const i18n = createTestI18n('en');
    void i18n.changeLanguage('fr');
    expect(i18n.t('login.title')).toBe('Log in');
  });

  it('[IDLE-6] the inactivity description states the seconds in both languages', () => {
    expect(createTestI18n('en').t('InactivityDialogDescription', { count: 42 })).toContain('42 seconds');
    expect(createTestI18n('es').t('InactivityDialogDescription', { count: 1 })).toContain('1 segundo.');
  });
});
