// @vitest-environment node
/**
 * What a partner gets: `npm pack` the package (and @portal/brands, published beside it), install the tarballs
 * into a scratch Vite app outside the monorepo that has only React 19 besides, build the app, and check in
 * Chromium that every exported component renders, without an error, under each brand, themed by the brand CSS;
 * that the app makes CSS for a brand of its own; and that the host page keeps its own look unless it imports
 * the reset.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brands, colourOf } from '@portal/brands';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../tools/browser.mjs';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brandsDir = path.resolve(uiDir, '..', 'brands');
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });

/** The host's page: its own look (a serif body on a grey of its own, a large heading), then the app. */
const hostPage = (
  script: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Partner app</title><style>body { font-family: "Host Serif", serif; background: rgb(1, 2, 3); } h1.host { font-size: 40px; }</style></head>
<body><h1 class="host">Host heading</h1><div id="root"></div><script type="module" src="${script}"></script></body></html>`;

/**
 * The partner's page: every component the package exports, each in a section named after the exports it
 * renders. The page lists any PascalCase export no section names, so a new component cannot skip this test.
 */
const app = {
  'index.html': hostPage('/src/main.tsx'),
  // The same app in a host that opts into the package's reset and page-wide rules
  'reset.html': hostPage('/src/with-reset.ts'),
  'src/with-reset.ts': `import '@portal/ui/reset.css';
import './main';
`,
  // A brand no bundle has seen, checked and turned into CSS by the published @portal/brands
  'src/own-brand.ts': `import { brandToCss, checkBrand, getBrand } from '@portal/brands';
const base = getBrand('acme')!;
const own = { ...base, id: 'partner-own', name: 'Partner Own',
  palette: { ...base.palette, 'own-green': '#0f5132' }, colors: { ...base.colors, primary: 'own-green' } };
const result = checkBrand(own);
if (!result.ok) throw new Error(result.errors.join('; '));
const style = document.createElement('style');
style.textContent = brandToCss(result.brand);
document.head.append(style);
`,
  'src/main.tsx': `import '@portal/ui/styles.css';
import '@portal/ui/brands.css';
import './own-brand';
import * as ui from '@portal/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const {
  AddressAutocomplete, Alert, AppShell, Button, Card, CardContent, CardDescription, CardFooter, CardHeader,
  CardTitle, Checkbox, ConfirmDialog, DateField, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter,
  DialogHeader, DialogOverlay, DialogPortal, DialogTitle, DialogTrigger, EmptyState, FieldError, FileButton, FormField,
  IconButton,
  InactivityDialog, Input, LanguageSwitch, Link, PageHeader, PhoneInput, PrintButton, PrintOnlyHeading,
  RadioGroup, ScrollRegion, Select, Skeleton, Spinner, StatusBadge, Stepper, Tabs, TabsContent, TabsList, TabsTrigger,
  TextField, Toaster, TrendChart,
} = ui;
const icons = Object.entries(ui).filter(([name]) => /^[A-Z]\\w*Icon$/.test(name)) as [string, (p: object) => ReactNode][];
const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="24"><rect width="80" height="24"/></svg>';

const Shows = ({ names, children }: { names: string; children: ReactNode }) => (
  <section data-component={names}>{children}</section>
);

function Printable() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref}>
      <PrintOnlyHeading>Printed heading</PrintOnlyHeading>
      <PrintButton target={ref}>Print</PrintButton>
    </div>
  );
}

function Gallery() {
  useEffect(() => {
    ui.toast.success('Saved from the tarball');
  }, []);
  return (
    <AppShell brand={{ name: 'Partner', logo: { svg: logo } }} nav={<Link href="#">Home</Link>}
      languageSwitch={<LanguageSwitch value="en" />} footer="Footer">
      <Shows names="AppShell Link LanguageSwitch">
        <PageHeader title="Every component" description="From the packed tarball" />
      </Shows>
      <Shows names="PageHeader"><PageHeader title="Lab results" /></Shows>
      <Shows names="Button"><Button data-testid="primary-button">Save</Button></Shows>
      <Shows names="IconButton"><IconButton aria-label="Close">×</IconButton></Shows>
      <Shows names="Spinner"><Spinner /></Shows>
      <Shows names="Skeleton"><Skeleton className="h-4 w-24" /></Shows>
      <Shows names="ScrollRegion"><ScrollRegion label="Readings"><table><tbody><tr><td>120</td></tr></tbody></table></ScrollRegion></Shows>
      <Shows names="FormField Input">
        <FormField label="Email">{(control) => <Input {...control} type="email" />}</FormField>
      </Shows>
      <Shows names="FieldError"><FieldError id="zip-error">Enter a 5-digit ZIP code.</FieldError></Shows>
      <Shows names="TextField"><TextField label="First name" /></Shows>
      <Shows names="DateField"><DateField label="Date of birth" /></Shows>
      <Shows names="Select"><Select label="Gender" options={[{ value: 'f', label: 'Female' }]} /></Shows>
      <Shows names="Checkbox"><Checkbox label="I agree" /></Shows>
      <Shows names="RadioGroup">
        <RadioGroup legend="Send the code by" name="method" options={[{ value: 'sms', label: 'Text message' }]} />
      </Shows>
      <Shows names="Card CardHeader CardTitle CardDescription CardContent CardFooter">
        <Card variant="striped"><CardHeader><CardTitle>Card</CardTitle><CardDescription>Described</CardDescription></CardHeader>
          <CardContent>Content</CardContent><CardFooter>Footer</CardFooter></Card>
      </Shows>
      <Shows names="Tabs TabsList TabsTrigger TabsContent">
        <Tabs defaultValue="a"><TabsList aria-label="Tabs"><TabsTrigger value="a">A</TabsTrigger></TabsList>
          <TabsContent value="a">Tab A</TabsContent></Tabs>
      </Shows>
      <Shows names="Alert"><Alert tone="info" title="Heads up">Something to know.</Alert></Shows>
      <Shows names="EmptyState"><EmptyState title="No lab kits yet" /></Shows>
      <Shows names="Stepper"><Stepper steps={['Account', 'Identity', 'Records']} current={1} /></Shows>
      <Shows names="PhoneInput"><PhoneInput label="Mobile phone" name="phone" /></Shows>
      <Shows names="FileButton"><FileButton label="Choose a photo" accept="image/*" /></Shows>
      <Shows names="StatusBadge"><StatusBadge tone="progress" label="Kit In Transit" /></Shows>
      <Shows names="AddressAutocomplete"><AddressAutocomplete onSubmit={() => {}} /></Shows>
      <Shows names="TrendChart">
        <TrendChart title="Heart rate" unit="bpm" series={[{ key: 'value', label: 'Heart rate' }]}
          data={[{ date: '2026-01-01', value: 70 }, { date: '2026-02-01', value: 74 }]} />
      </Shows>
      <Shows names="PrintButton PrintOnlyHeading"><Printable /></Shows>
      <Shows names={icons.map(([name]) => name).join(' ')}>
        {icons.map(([name, Icon]) => <Icon key={name} />)}
      </Shows>
      <Shows names="Dialog DialogTrigger DialogPortal DialogOverlay DialogContent DialogHeader DialogTitle DialogDescription DialogFooter DialogClose">
        <Dialog defaultOpen><DialogTrigger asChild><Button>Open</Button></DialogTrigger>
          <DialogPortal><DialogOverlay /></DialogPortal>
          <DialogContent><DialogHeader><DialogTitle>Dialog title</DialogTitle>
            <DialogDescription>Dialog description</DialogDescription></DialogHeader>
            <DialogFooter><DialogClose asChild><Button>Done</Button></DialogClose></DialogFooter></DialogContent></Dialog>
      </Shows>
      <Shows names="ConfirmDialog">
        <ConfirmDialog trigger={<Button>Stop sharing</Button>} title="Stop sharing?" description="They lose access at once."
          confirmLabel="Stop sharing" cancelLabel="Keep sharing" closeLabel="Close" onConfirm={() => true} />
      </Shows>
      <Shows names="InactivityDialog"><InactivityDialog open secondsLeft={60} onContinueSession={() => {}} onLogOut={() => {}} /></Shows>
      <Shows names="Toaster"><Toaster dismissLabel="Dismiss" /></Shows>
    </AppShell>
  );
}

(window as unknown as { componentExports: string[] }).componentExports = Object.keys(ui).filter((name) =>
  /^[A-Z][a-z]/.test(name),
);
createRoot(document.getElementById('root')!).render(<Gallery />);
`,
};

/** Newest modification time of any file under a folder. */
function newestChange(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((newest, e) => Math.max(newest, statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/** Builds the package unless dist is newer than every source file (the build takes a while on a busy machine). */
function ensureBuilt() {
  const built = path.join(uiDir, 'dist/index.d.ts');
  if (existsSync(built) && statSync(built).mtimeMs > newestChange(path.join(uiDir, 'src'))) return;
  run('npm', ['run', 'build'], uiDir);
}

let scratch: string;
let server: Server;
let packedFiles: string[];

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-ui-tarball-'));
  ensureBuilt();
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], uiDir)) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  packedFiles = packed!.files.map((f) => f.path);
  const [brandsPacked] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', scratch], brandsDir),
  ) as Array<{ filename: string }>;

  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({
      name: 'partner-app',
      private: true,
      type: 'module',
      dependencies: {
        '@portal/ui': `file:./${packed!.filename}`,
        '@portal/brands': `file:./${brandsPacked!.filename}`,
        react: '^19.1.1',
        'react-dom': '^19.1.1',
      },
    }),
  );
  for (const [file, content] of Object.entries(app)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), content);
  }
  // Offline-safe: everything comes from npm's cache when it can; the registry is only asked for what is missing.
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    scratch,
  );

  await build({
    root: scratch,
    configFile: false,
    logLevel: 'silent',
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rollupOptions: {
        input: { main: path.join(scratch, 'index.html'), reset: path.join(scratch, 'reset.html') },
      },
    },
  });

  const dist = path.join(scratch, 'dist');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  server = createServer((req, res) => {
    const file = path.join(dist, req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!);
    try {
      const body = readFileSync(file);
      res
        .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, 420_000);

afterAll(() => {
  server?.closeAllConnections();
  server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

const pkg = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};

/** `#5b21b6` → `rgb(91, 33, 182)`, as getComputedStyle reports it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('the packed @portal/ui', () => {
  it('holds only the built package: ESM, types, styles and brand CSS, no workspace code', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/styles.css',
        'dist/brands.css',
        'dist/theme.css',
      ]),
    );
    expect(
      packedFiles.filter(
        (f) => !f.startsWith('dist/') && !/^(package\.json|README\.md|CHANGELOG\.md)$/.test(f),
      ),
    ).toEqual([]);
    expect(packedFiles.some((f) => /\.(stories|test)\./.test(f))).toBe(false);
    // Nothing of the private workspace packages (contract, brands) is bundled in.
    expect(packedFiles.filter((f) => /^dist\/(contract|brands|node_modules)\//.test(f))).toEqual([]);
  });

  it('says what it needs: React 19 as a peer, nothing private, types first in every export', () => {
    expect(pkg.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
    expect(Object.keys(pkg.dependencies).filter((name) => name.startsWith('@portal/'))).toEqual([]);
    for (const target of Object.values(pkg.exports))
      if (typeof target === 'object') expect(Object.keys(target)[0]).toBe('types');
  });

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    'installs into a scratch Vite app with React 19 and renders every exported component under %s',
    async (id, brand) => {
      const browser = await chromium.launch(await chromiumLaunchOptions());
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const address = server.address() as { port: number };
        await page.goto(`http://127.0.0.1:${address.port}/`);
        await page.locator('li[data-variant="success"]', { hasText: 'Saved from the tarball' }).waitFor();
        await page.evaluate((brandId) => {
          document.documentElement.dataset.brand = brandId;
        }, id);

        const unrendered = await page.evaluate(() => {
          const shown = [...document.querySelectorAll('[data-component]')].flatMap((el) =>
            (el.getAttribute('data-component') ?? '').split(' '),
          );
          const exported = (window as unknown as { componentExports: string[] }).componentExports;
          return exported.filter((name) => !shown.includes(name));
        });
        expect(unrendered).toEqual([]);
        const empty = await page.$$eval('[data-component]', (sections) =>
          sections.filter((s) => s.childElementCount === 0).map((s) => s.getAttribute('data-component')),
        );
        // Only the inactivity dialog's section is empty: it renders into a portal (and has no trigger).
        expect(empty).toEqual(['InactivityDialog']);
        // Both dialogs are open (a modal hides the other from the accessibility tree, so count by role attribute).
        expect(await page.locator('[role="dialog"], [role="alertdialog"]').count()).toBe(2);
        // The brand's primary, from brands.css through the semantic token Tailwind reads. Polled: the button's
        // colour transition runs from the previous brand's primary for a moment after the switch.
        await expect
          .poll(() =>
            page.getByTestId('primary-button').evaluate((el) => getComputedStyle(el).backgroundColor),
          )
          .toBe(rgb(colourOf(brand, 'primary')));
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );

  it('makes CSS for a brand of its own with @portal/brands, which themes the components', async () => {
    const browser = await chromium.launch(await chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const address = server.address() as { port: number };
      await page.goto(`http://127.0.0.1:${address.port}/`);
      await page.getByTestId('primary-button').waitFor();
      await page.evaluate(() => {
        document.documentElement.dataset.brand = 'partner-own';
      });
      await expect
        .poll(() => page.getByTestId('primary-button').evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe(rgb('#0f5132'));
    } finally {
      await browser.close();
    }
  }, 60_000);

  it("leaves the host page's own styles alone unless it imports @portal/ui/reset.css", async () => {
    const browser = await chromium.launch(await chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const address = server.address() as { port: number };
      const hostLook = async (file: string) => {
        await page.goto(`http://127.0.0.1:${address.port}/${file}`);
        await page.getByTestId('primary-button').waitFor();
        return page.evaluate(() => {
          const style = (el: Element) => getComputedStyle(el);
          return {
            // (the body's own margin is the open dialogs' scroll lock's, not a stylesheet's)
            headingMargin: style(document.querySelector('h1.host')!).marginTop,
            bodyFont: style(document.body).fontFamily,
            htmlBackground: style(document.documentElement).backgroundColor,
            headingSize: style(document.querySelector('h1.host')!).fontSize,
          };
        });
      };
      expect(await hostLook('index.html')).toEqual({
        headingMargin: '26.8px',
        bodyFont: '"Host Serif", serif',
        htmlBackground: 'rgba(0, 0, 0, 0)',
        headingSize: '40px',
      });
      const carebridge = brands.find((b) => b.id === 'carebridge')!;
      expect(await hostLook('reset.html')).toMatchObject({
        headingMargin: '0px',
        htmlBackground: rgb(colourOf(carebridge, 'surfaceMuted')),
      });
    } finally {
      await browser.close();
    }
  }, 60_000);
});
