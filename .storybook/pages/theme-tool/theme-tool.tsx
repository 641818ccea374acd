import {
  brandFavicon,
  brandSchema,
  bundledBrands,
  contrastPairs,
  contrastReport,
  explainContrastFailure,
  semanticColourNames,
  type Brand,
  type SemanticColourName,
} from '@portal/brands';
import { Alert, Button, TextField } from '@portal/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { brandFile, loadDraft, roleColour, saveDraft, setRoleColour, startFrom } from './draft';
import { ColourField, FontField, LogoField, roleLabel } from './fields';
import { Gallery } from './gallery';

/** Where each role is drawn, from the pairs the contrast check holds it to. */
const usesOf = (role: SemanticColourName) => {
  const uses = new Set(
    contrastPairs.filter((p) => p.foreground === role || p.background === role).map((p) => p.usedFor),
  );
  const text = [...uses].join(', ') || 'drawn without text on it';
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `theme-tool-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-border pt-4">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A partner's theme tool: every field of a brand file as a control, the contrast of every pair the components
 * draw as the colours change, and the file the server loads, offered once the brand passes. The draft is kept in
 * this browser (localStorage) and shown on every story by the Brand toolbar's "Draft brand".
 */
export function ThemeTool() {
  const [brand, setBrand] = useState<Brand>(loadDraft);
  useEffect(() => saveDraft(brand), [brand]);
  const shape = useMemo(() => brandSchema.safeParse(brand), [brand]);
  const failures = useMemo(() => contrastReport(brand).filter((r) => !r.passes), [brand]);
  const problemAt = (path: string) =>
    shape.success ? undefined : shape.error.issues.find((i) => i.path.join('.') === path)?.message;
  const edit = <K extends keyof Brand>(key: K, value: Brand[K]) => setBrand((b) => ({ ...b, [key]: value }));
  const setColour = (role: SemanticColourName, hex: string) => setBrand((b) => setRoleColour(b, role, hex));
  const logoProblems = (svg: string) => {
    const parsed = brandSchema.safeParse({ ...brand, logo: { svg } });
    return parsed.success
      ? []
      : parsed.error.issues.filter((i) => i.path[0] === 'logo').map((i) => i.message);
  };

  return (
    <div className="grid gap-6 font-sans text-on-surface lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Theme tool</h1>
        <p>
          Make your brand here: colours, logo, fonts, contacts and legal links. Your edits stay in this
          browser. To see every screen in your brand, choose “Draft brand” in the Brand toolbar above, then
          any story. When every colour pair passes, download the brand file and send it to the team that runs
          your portal.
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Start again from a brand">
          {bundledBrands.map((b) => (
            <Button key={b.id} size="sm" variant="secondary" onClick={() => setBrand(startFrom(b))}>
              Start from {b.name}
            </Button>
          ))}
        </div>

        <Section title="Name">
          <TextField
            label="Brand name"
            value={brand.name}
            error={problemAt('name')}
            onChange={(e) => edit('name', e.target.value)}
          />
          <TextField
            label="Brand id"
            hint="Lower-case letters, digits and hyphens: the file’s name and your portal’s subdomain."
            value={brand.id}
            error={problemAt('id')}
            onChange={(e) => edit('id', e.target.value)}
          />
        </Section>

        <Section title="Colours">
          <ContrastSummary brand={brand} failures={failures} onUse={setColour} />
          {semanticColourNames.map((role) => (
            <ColourField
              key={role}
              label={roleLabel(role)}
              value={roleColour(brand, role)}
              hint={usesOf(role)}
              onChange={(hex) => setColour(role, hex)}
            />
          ))}
          <TextField
            label="Corner radius"
            hint="A CSS length, like 0.5rem or 8px."
            value={brand.radius}
            error={problemAt('radius')}
            onChange={(e) => edit('radius', e.target.value)}
          />
        </Section>

        <Section title="Logo and favicon">
          <LogoField
            brand={brand}
            headerColour={{ background: roleColour(brand, 'header'), text: roleColour(brand, 'onHeader') }}
            check={logoProblems}
            onChange={(svg) => edit('logo', { svg })}
          />
          <div className="flex items-end gap-4">
            {[16, 32, 64].map((size) => (
              <img
                key={size}
                src={`data:image/svg+xml,${encodeURIComponent(brandFavicon(brand))}`}
                alt={`Favicon at ${size} pixels`}
                width={size}
                height={size}
              />
            ))}
            <p className="text-sm text-on-surface-muted">
              The favicon: your initials in the button colours, served by your portal at /favicon.svg.
            </p>
          </div>
        </Section>

        <Section title="Fonts">
          <FontField
            label="Body font list"
            value={brand.fonts.sans}
            onChange={(sans) => edit('fonts', { ...brand.fonts, sans })}
          />
          <FontField
            label="Heading font list"
            value={brand.fonts.heading}
            onChange={(heading) => edit('fonts', { ...brand.fonts, heading })}
          />
        </Section>

        <Section title="Support contacts">
          {(['phone', 'email', 'hours'] as const).map((key) => (
            <TextField
              key={key}
              label={{ phone: 'Support phone', email: 'Support email', hours: 'Support hours' }[key]}
              value={brand.support[key]}
              error={problemAt(`support.${key}`)}
              onChange={(e) => edit('support', { ...brand.support, [key]: e.target.value })}
            />
          ))}
        </Section>

        <Section title="Legal links">
          {(['privacy', 'terms', 'accessibility'] as const).map((key) => (
            <TextField
              key={key}
              type="url"
              label={
                {
                  privacy: 'Privacy notice address',
                  terms: 'Terms of use address',
                  accessibility: 'Accessibility statement address (optional)',
                }[key]
              }
              value={brand.legal[key] ?? ''}
              error={problemAt(`legal.${key}`)}
              onChange={(e) => {
                const legal: Brand['legal'] = { ...brand.legal, [key]: e.target.value };
                // The accessibility statement is optional: an empty field leaves it out
                if (key === 'accessibility' && e.target.value === '') delete legal.accessibility;
                edit('legal', legal);
              }}
            />
          ))}
        </Section>

        <Section title="Brand file">
          <Download shape={shape} failures={failures.length} />
        </Section>
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <Gallery brand={brand} />
      </div>
    </div>
  );
}

function ContrastSummary({
  brand,
  failures,
  onUse,
}: {
  brand: Brand;
  failures: ReturnType<typeof contrastReport>;
  onUse: (role: SemanticColourName, hex: string) => void;
}) {
  if (failures.length === 0)
    return (
      <Alert tone="success" title="Every colour pair is easy to read">
        All {contrastPairs.length} pairs the components draw meet WCAG AA.
      </Alert>
    );
  return (
    <Alert tone="danger" title={`${failures.length} of ${contrastPairs.length} colour pairs are too faint`}>
      <ul className="flex flex-col gap-3" data-testid="contrast-failures">
        {failures.map((failure) => {
          const colours = {
            foreground: roleColour(brand, failure.foreground),
            background: roleColour(brand, failure.background),
          };
          const { text, foregroundShade, backgroundShade } = explainContrastFailure(failure, colours);
          return (
            <li key={`${failure.foreground}-${failure.background}`} className="flex flex-col gap-2">
              <span>{text}</span>
              <span className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onUse(failure.foreground, foregroundShade)}
                >
                  Use {foregroundShade} for {roleLabel(failure.foreground).toLowerCase()}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onUse(failure.background, backgroundShade)}
                >
                  Use {backgroundShade} for {roleLabel(failure.background).toLowerCase()}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

/**
 * The file the server loads from BRANDS_DIR, offered once the schema and every contrast pair pass (the server
 * would refuse to start with anything else); until then, what stands in the way.
 */
function Download({
  shape,
  failures,
}: {
  shape: ReturnType<typeof brandSchema.safeParse>;
  failures: number;
}) {
  if (!shape.success || failures > 0) {
    const problems = [
      ...(shape.success ? [] : shape.error.issues.map((i) => `${i.path.join('.') || 'brand'}: ${i.message}`)),
      ...(failures > 0 ? [`${failures} colour pairs are too faint (see Colours)`] : []),
    ];
    return (
      <Alert tone="warning" title="Not ready to download yet">
        <ul className="list-disc ps-5">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  const { name, json } = brandFile(shape.data);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild>
        <a href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`} download={name}>
          Download brand file
        </a>
      </Button>
      <span className="text-sm text-on-surface-muted">
        {name}: the server loads it from its BRANDS_DIR folder at start (apps/server/README.md, “Several
        brands”).
      </span>
    </div>
  );
}
