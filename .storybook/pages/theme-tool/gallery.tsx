import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  EmptyState,
  Link,
  PhoneInput,
  StatusBadge,
  Stepper,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
  TrendChart,
} from '@portal/ui';
import { brands, brandToCss, checkBrand, logoDataUri, type Brand } from '@portal/brands';
import { useId, useMemo, useState } from 'react';

const PREVIEW_ID = 'partner-preview';

function parse(text: string): { data?: unknown; syntaxError?: string } {
  try {
    return { data: JSON.parse(text) };
  } catch (e) {
    return { syntaxError: (e as Error).message };
  }
}

/** A partner pastes or edits a brand file; the gallery re-themes live and the contrast report says what fails. */
export function ThemePreview({ initialBrandId = 'sunrise' }: { initialBrandId?: string }) {
  const start = brands.find((b) => b.id === initialBrandId) ?? brands[0]!;
  const [text, setText] = useState(() => JSON.stringify(start, null, 2));
  const editorId = useId();
  const { data, syntaxError } = useMemo(() => parse(text), [text]);
  const result = useMemo(() => (data === undefined ? undefined : checkBrand(data)), [data]);
  // Shape-valid brands are previewed even when contrast fails, so the partner sees what fails and where.
  const previewable = result && (result.ok || result.report.length > 0) ? (data as Brand) : undefined;

  return (
    <div className="grid gap-6 font-sans lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby={`${editorId}-title`} className="flex flex-col gap-3">
        <h1 id={`${editorId}-title`} className="text-2xl font-bold">
          Theme preview
        </h1>
        <p className="text-on-surface-muted">
          Paste or edit a brand file (JSON). The gallery re-themes as you type; the report lists every colour
          pair the components draw and whether it meets WCAG AA.
        </p>
        <div className="flex flex-wrap gap-2">
          {brands.map((b) => (
            <Button
              key={b.id}
              size="sm"
              variant="secondary"
              onClick={() => setText(JSON.stringify(b, null, 2))}
            >
              Start from {b.name}
            </Button>
          ))}
        </div>
        <label htmlFor={editorId} className="font-semibold">
          Brand file
        </label>
        <textarea
          id={editorId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          rows={24}
          className="rounded-brand border border-border bg-surface p-3 font-mono text-sm text-on-surface focus-visible:outline-2 focus-visible:outline-focus"
        />
        <BrandReport syntaxError={syntaxError} result={result} />
        {result?.ok && <DownloadBrandFile brand={result.brand} />}
      </section>
      {previewable ? (
        <Gallery brand={previewable} />
      ) : (
        <EmptyState
          title="Nothing to preview"
          description="Fix the brand file to see the gallery."
          headingLevel={2}
        />
      )}
    </div>
  );
}

/** The brand file exactly as the server loads it from BRANDS_DIR: checked, unknown keys left out, named `<id>.json`. */
export function brandFile(brand: Brand): { name: string; json: string } {
  return { name: `${brand.id}.json`, json: `${JSON.stringify(brand, null, 2)}\n` };
}

/**
 * A partner's path to their portal: tune the brand here, download it, drop it into the server's BRANDS_DIR and
 * restart (apps/server/README.md, "Several brands"). Offered only for a brand that can ship.
 */
function DownloadBrandFile({ brand }: { brand: Brand }) {
  const { name, json } = brandFile(brand);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild>
        <a href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`} download={name}>
          Download brand file
        </a>
      </Button>
      <span className="text-sm text-on-surface-muted">
        {name}: drop it into the server’s BRANDS_DIR and restart.
      </span>
    </div>
  );
}

function BrandReport({
  syntaxError,
  result,
}: {
  syntaxError?: string;
  result?: ReturnType<typeof checkBrand>;
}) {
  if (syntaxError) {
    return (
      <Alert tone="danger" title="The file is not valid JSON">
        {syntaxError}
      </Alert>
    );
  }
  if (!result) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="brand-report">
      {result.ok ? (
        <Alert tone="success" title="This brand can ship">
          Every pair meets WCAG AA.
        </Alert>
      ) : (
        <Alert tone="danger" title="This brand is rejected">
          <ul className="list-disc ps-5">
            {result.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      )}
      {result.report.length > 0 && (
        <table className="w-full border-collapse text-sm">
          <caption className="text-start font-semibold">Contrast report</caption>
          <thead>
            <tr className="border-b border-border">
              {['Pair', 'Ratio', 'Needs', 'Result'].map((column) => (
                <th key={column} scope="col" className="py-1 text-start">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.report.map((r) => (
              <tr key={`${r.foreground}-${r.background}`} className="border-b border-border/30">
                <th scope="row" className="py-1 text-start font-normal">
                  {r.foreground} on {r.background}
                  <span className="block text-on-surface-muted">{r.usedFor}</span>
                </th>
                <td className="py-1">{r.ratio.toFixed(2)}:1</td>
                <td className="py-1">{r.required}:1</td>
                <td className={r.passes ? 'py-1' : 'py-1 font-semibold text-danger'}>
                  {r.passes ? 'Pass' : 'Fail'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const readings = Array.from({ length: 12 }, (_, i) => ({
  date: new Date(Date.UTC(2024, i, 1)).toISOString(),
  systolic: 118 + ((i * 7) % 13),
  diastolic: 76 + ((i * 5) % 9),
}));

/** Components and two key screens under the previewed brand's variables. */
function Gallery({ brand }: { brand: Brand }) {
  const css = useMemo(() => brandToCss({ ...brand, id: PREVIEW_ID }), [brand]);
  return (
    <section
      aria-label="Gallery"
      data-brand={PREVIEW_ID}
      className="flex flex-col gap-6 rounded-card bg-surface-muted p-4 font-sans text-on-surface"
    >
      <style>{css}</style>
      <header className="flex items-center justify-between gap-3 rounded-brand bg-header px-4 py-3 text-on-header">
        <img src={logoDataUri(brand)} alt={brand.name} className="h-9 w-auto" />
        <span className="text-sm">{brand.support.phone}</span>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle level={2}>Sign in</CardTitle>
            <CardDescription>Welcome back to {brand.name}.</CardDescription>
          </CardHeader>
          <CardContent>
            <TextField label="Email" type="email" defaultValue="ana@example.com" />
            <TextField label="Password" type="password" error="The password is not correct." />
            <Checkbox label="Remember this device" />
          </CardContent>
          <CardFooter>
            <Button>Sign in</Button>
            <Link href="#reset">Forgot password?</Link>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2}>Your care</CardTitle>
          </CardHeader>
          <CardContent>
            <Card variant="striped">
              <CardTitle level={3}>HbA1c test due</CardTitle>
              <p>Recommended every 6 months.</p>
            </Card>
            <div className="flex flex-wrap gap-2">
              <StatusBadge tone="progress" label="Kit In Transit" />
              <StatusBadge tone="success" label="Results Ready" />
              <StatusBadge tone="problem" label="Kit Issue" />
            </div>
          </CardContent>
          <CardFooter>
            <Button size="sm">Order a kit</Button>
            <Button size="sm" variant="secondary">
              Later
            </Button>
            <Button size="sm" variant="ghost">
              Learn more
            </Button>
          </CardFooter>
        </Card>
      </div>

      <Stepper steps={['Account', 'Identity', 'HIPAA', 'Address']} current={1} label="Onboarding progress" />

      <Tabs defaultValue="trends">
        <TabsList aria-label="Preview sections">
          <TabsTrigger value="home">Home</TabsTrigger>
          <TabsTrigger value="trends">Trends</TabsTrigger>
          <TabsTrigger value="account">Account</TabsTrigger>
        </TabsList>
        <TabsContent value="home">Home</TabsContent>
        <TabsContent value="trends">
          <TrendChart
            title="Blood pressure"
            unit="mmHg"
            series={[
              { key: 'systolic', label: 'Systolic', referenceRange: { low: 90, high: 120 } },
              { key: 'diastolic', label: 'Diastolic', referenceRange: { low: 60, high: 80 } },
            ]}
            data={readings}
            height={200}
          />
        </TabsContent>
        <TabsContent value="account">Account</TabsContent>
      </Tabs>

      <div className="grid gap-3 md:grid-cols-2">
        <Alert tone="success" title="Address saved" />
        <Alert tone="danger" title="We could not load your records" />
        <Alert tone="warning" title="Verification is taking longer" />
        <Alert tone="info" title="Records update every night" />
      </div>
      <PhoneInput label="Mobile phone" defaultValue="5551234" />
      <Button variant="danger">Remove authenticator</Button>
    </section>
  );
}
