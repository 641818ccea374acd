import { Fragment, type ReactNode } from 'react';

/**
 * Text the portal shows as its source wrote it, never translated by us: a record's words (a condition, a
 * medication, a lab's name: FHIR `display`/`text`) or a registry's (a study's registered title, a sponsor, a
 * site, a quality measure). On a Spanish page it is a part in another language, so it says which one (WCAG
 * 3.1.2, a screen reader switches voice). The sources the portal reads (Synthea, US FHIR servers and their
 * LOINC/SNOMED/RxNorm displays, the US trial and measure registries) write English; a source that names its
 * language passes it as `lang`.
 *
 * `data-source-text` lets the Spanish screens' English check tell a source's words from a missed translation.
 * A proper name (`name`) also says `translate="no"`: a browser's translator must not turn "Cedar Valley Clinic"
 * into another clinic. A record's words stay translatable, which helps a patient who reads them in Spanish.
 */
export function SourceText({
  children,
  lang = 'en',
  name = false,
}: {
  children: ReactNode;
  lang?: string;
  name?: boolean;
}) {
  return (
    <span lang={lang} data-source-text="" translate={name ? 'no' : undefined}>
      {children}
    </span>
  );
}

/** Marks a value's place in a translated sentence; a character no catalogue text holds. */
const MARK = '\u2063';

/** The marker a value of `withParts` is given in place of its text. */
const marker = (key: string) => `${MARK}${key}${MARK}`;

/**
 * A translated sentence with some of its values as elements (a record's words in a `SourceText`), for a
 * sentence whose catalogue text names them as plain `{{values}}`: `translate` is called with each part's marker
 * and the sentence is cut at the markers.
 */
export function withParts<Key extends string>(
  translate: (values: Record<Key, string>) => string,
  parts: Record<Key, ReactNode>,
): ReactNode[] {
  const keys = Object.keys(parts) as Key[];
  const sentence = translate(
    Object.fromEntries(keys.map((key) => [key, marker(key)])) as Record<Key, string>,
  );
  return sentence
    .split(MARK)
    .map((piece, i) =>
      i % 2 === 1 && piece in parts ? <Fragment key={i}>{parts[piece as Key]}</Fragment> : piece,
    )
    .filter((piece) => piece !== '');
}
