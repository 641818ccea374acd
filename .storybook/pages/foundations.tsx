import {
  bundledBrands,
  colourOf,
  contrastPairs,
  semanticColourNames,
  type Brand,
  type SemanticColourName,
} from '@portal/brands';
import * as ui from '@portal/ui';
import type { ComponentType } from 'react';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const usedFor = (role: SemanticColourName) => [
  ...new Set(
    contrastPairs.filter((p) => p.foreground === role || p.background === role).map((p) => p.usedFor),
  ),
];

/** Every semantic colour of one brand: its swatch, token, palette entry, value and what draws with it. */
export function BrandTokens({ brand }: { brand: Brand }) {
  return (
    <section aria-labelledby={`tokens-${brand.id}`} className="flex flex-col gap-3">
      <h2 id={`tokens-${brand.id}`} className="font-heading text-xl font-bold">
        {brand.name}
      </h2>
      <p className="text-sm">
        Radius {brand.radius} · body font {brand.fonts.sans} · heading font {brand.fonts.heading}
      </p>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Semantic colours of {brand.name}</caption>
        <thead>
          <tr className="border-b border-border text-start">
            {['Swatch', 'Token', 'Palette entry', 'Value', 'Drawn as'].map((column) => (
              <th key={column} scope="col" className="py-1 text-start">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {semanticColourNames.map((role) => (
            <tr key={role} className="border-b border-border">
              <td className="py-1">
                <span
                  aria-hidden="true"
                  className="block h-6 w-10 rounded-brand border border-border"
                  style={{ background: colourOf(brand, role) }}
                />
              </td>
              <th scope="row" className="py-1 text-start font-mono font-normal">
                --color-{kebab(role)}
              </th>
              <td className="py-1 font-mono">{brand.colors[role]}</td>
              <td className="py-1 font-mono">{colourOf(brand, role)}</td>
              <td className="py-1">{usedFor(role).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function AllBrandTokens() {
  return (
    <div className="flex flex-col gap-8 font-sans text-on-surface">
      {bundledBrands.map((brand) => (
        <BrandTokens key={brand.id} brand={brand} />
      ))}
    </div>
  );
}

/** The sizes the components use, in the toolbar brand's fonts. */
const typeScale = [
  ['text-3xl', 'Page title on wide screens (PageHeader)', 'font-heading text-3xl font-bold'],
  ['text-2xl', 'Page title (PageHeader)', 'font-heading text-2xl font-bold'],
  ['text-xl', 'Section heading', 'font-heading text-xl font-bold'],
  ['text-lg', 'Card and empty-state titles', 'font-heading text-lg font-semibold'],
  ['text-base', 'Body text, form fields (16 px: phones do not zoom in)', 'text-base'],
  ['text-sm', 'Hints, descriptions, badges, secondary text', 'text-sm'],
] as const;

export function TypeScale() {
  return (
    <table className="w-full border-collapse font-sans text-on-surface">
      <caption className="sr-only">Type scale</caption>
      <thead>
        <tr className="border-b border-border">
          {['Class', 'Used for', 'Sample'].map((column) => (
            <th key={column} scope="col" className="py-1 text-start text-sm">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {typeScale.map(([name, use, classes]) => (
          <tr key={name} className="border-b border-border align-baseline">
            <th scope="row" className="py-2 pe-4 text-start font-mono text-sm font-normal">
              {name}
            </th>
            <td className="py-2 pe-4 text-sm">{use}</td>
            <td className={`py-2 ${classes}`}>Your lab results are ready</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const spacing = [
  ['gap-1', '0.25rem', 'w-1', 'a label and its hint'],
  ['gap-2', '0.5rem', 'w-2', 'inside a field, between badges'],
  ['gap-3', '0.75rem', 'w-3', 'between fields of a form'],
  ['gap-4', '1rem', 'w-4', 'between cards, page padding on phones'],
  ['gap-6', '1.5rem', 'w-6', 'between sections'],
  ['gap-8', '2rem', 'w-8', 'between page regions'],
] as const;

export function SpacingAndRadius() {
  return (
    <div className="flex flex-col gap-6 font-sans text-on-surface">
      <ul aria-label="Spacing steps" className="flex flex-col gap-2">
        {spacing.map(([name, size, width, use]) => (
          <li key={name} className="flex items-center gap-3">
            <span aria-hidden="true" className={`h-4 ${width} bg-primary`} />
            <span className="font-mono text-sm">
              {name} ({size})
            </span>
            <span className="text-sm">{use}</span>
          </li>
        ))}
      </ul>
      <ul aria-label="Radii" className="flex flex-wrap gap-4">
        {[
          ['rounded-brand', 'var(--radius): fields, alerts'],
          ['rounded-button', 'var(--button-radius), else the brand radius: buttons'],
          ['rounded-card', '1.5 × the brand radius: cards, panels'],
        ].map(([name, use]) => (
          <li key={name} className="flex flex-col items-start gap-2">
            <span
              aria-hidden="true"
              className={`block h-16 w-24 border-2 border-primary bg-surface-muted ${name}`}
            />
            <span className="font-mono text-sm">{name}</span>
            <span className="max-w-48 text-sm">{use}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const icons = Object.entries(ui).filter(([name]) => /^[A-Z]\w*Icon$/.test(name)) as [
  string,
  ComponentType<{ className?: string }>,
][];

/** Every icon the package exports, by its export name. Icons are decorative: a control names itself. */
export function IconGallery() {
  return (
    <ul aria-label="Icons" className="grid grid-cols-2 gap-4 font-sans text-on-surface sm:grid-cols-4">
      {icons.map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-card bg-surface-muted p-4">
          <Icon className="size-6 text-primary" />
          <span className="font-mono text-sm">{name}</span>
        </li>
      ))}
    </ul>
  );
}
