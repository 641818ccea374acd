#!/usr/bin/env node
/**
 * What each route downloads, from the production build's manifest (run `npm run build` first; the turbo `bench`
 * task does): the JS every page needs before its first render — the entry with every chunk it imports
 * statically, every chunk index.html modulepreloads, and the chunks the entry imports before rendering — plus,
 * on every page but the login page, the rest of the route table, and the lazy screens the route renders, each
 * with its own static imports. JavaScript and CSS separately, gzip -9
 * and brotli q11 (what the build precompresses and the server sends). The translations (`/locales/{lng}.json`,
 * one language) are listed apart, and so is what the login page loads only after its first paint or on use,
 * so that nothing moved out of the figure goes unseen.
 * Budget: the login page's JS ≤ 120 KiB gzip (issue 28: the libraries it cannot start without are ~96) and CSS
 * ≤ 15 KiB gzip.
 */
import console from 'node:console';
import process from 'node:process';
import { readFileSync, existsSync } from 'node:fs';
import { basename, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { budget, reportBudgets } from '../../../tools/bench.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build -w @portal/portal` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
/**
 * A module's key in the manifest: its own path, or for a dynamic entry that shares its chunk with the modules only
 * it imports (the route table), its chunk's, named after it.
 */
const chunkKey = (source) =>
  manifest[source]
    ? source
    : (Object.keys(manifest).find(
        (key) =>
          manifest[key].isDynamicEntry && manifest[key].name === basename(source).replace(/\.tsx?$/, ''),
      ) ?? source);
/** What the browser fetches with the page whether the page needs it or not. */
const modulepreloaded = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
    /<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g,
  ),
].map(([, file]) => keyOfFile.get(file));
/**
 * Dynamic imports main.tsx awaits before its first render (none today: i18n's resources are JSON, listed apart).
 * A module added here counts towards every page, the login page first.
 */
const beforeFirstRender = [];
const firstRender = [entryKey, ...modulepreloaded, ...beforeFirstRender];

const screen = (name) => `src/features/${name}.tsx`;
/**
 * Every page but the login page renders from the whole route table (src/app/route-table.tsx), which the app fetches
 * before its first render; the login page fetches it after its first paint.
 */
const routeTable = chunkKey('src/app/routes.tsx');
/** A signed-in visit fetches the header's care switch and account menu ahead too. */
const signedIn = ['src/app/idle-session.tsx', 'src/app/signed-in-header.tsx'];
/** Pages inside the signed-in frame (its navigation loads with the first of them). */
const framed = [...signedIn, 'src/app/signed-in-frame.tsx'];
const records = (name) => [...framed, screen('records/screens/records-layout'), screen(name)];
/** Route → the lazy modules it renders (src/app/routes.tsx and the features' routes.tsx). */
const routes = {
  '/login': [],
  '/signup': [screen('auth/screens/signup-screen')],
  '/login/mfa/choose': [screen('auth/screens/mfa-choose-screen')],
  '/login/mfa/confirm': [screen('auth/screens/mfa-confirm-screen')],
  '/reset-password': [screen('auth/screens/reset-password-screen')],
  '/policies': [screen('policies/screens/policies-screen')],
  '/verify-id': [...signedIn, screen('onboarding/screens/verify-id-screen')],
  '/verify-choice': [...signedIn, screen('onboarding/screens/verify-choice-screen')],
  '/hipaa': [...signedIn, screen('onboarding/screens/hipaa-screen')],
  '/address': [...signedIn, screen('onboarding/screens/address-screen')],
  '/home': records('home/screens/home-screen'),
  '/home/my-health': records('records/screens/my-health-screen'),
  '/home/medications': records('records/screens/medications-screen'),
  '/home/timeline': records('records/screens/timeline-screen'),
  '/home/vitals': records('records/screens/observations-screen'),
  '/home/trends': records('records/screens/trends-screen'),
  '/home/health-record': records('records/screens/health-record-screen'),
  '/home/allergies': records('records/screens/category-screen'),
  '/chat': [...signedIn, screen('support/screens/support-screen')],
};

/** A module and every chunk it imports statically (dynamic imports load later, when used). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key])
    throw new Error(`bench/bundle-size.mjs: ${key} is not in the build; update its route table`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    });
  }
  return sizes.get(file);
}
const sum = (files) =>
  [...files]
    .map(sizeOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });

function routeFiles(lazyModules) {
  const keys = new Set();
  for (const key of [...firstRender, ...lazyModules]) staticClosure(key, keys);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { js, css };
}

/** What `route` downloads before its first render. */
const pageFiles = (route) => routeFiles(route === '/login' ? routes[route] : [routeTable, ...routes[route]]);

const kib = (n) => (n / 1024).toFixed(1);
console.log('What each route downloads (KiB; JS and CSS, gzip / brotli; production build):');
console.log(
  `  ${'route'.padEnd(20)} ${'JS gzip'.padStart(8)} ${'JS br'.padStart(8)} ${'CSS gzip'.padStart(9)} ${'CSS br'.padStart(8)}`,
);
const figures = {};
for (const route of Object.keys(routes)) {
  const { js, css } = pageFiles(route);
  const j = sum(js);
  const c = sum(css);
  figures[route] = { js: j, css: c };
  console.log(
    `  ${route.padEnd(20)} ${kib(j.gzip).padStart(8)} ${kib(j.brotli).padStart(8)} ${kib(c.gzip).padStart(9)} ${kib(c.brotli).padStart(8)}`,
  );
}
for (const lng of ['en', 'es']) {
  const t = sizeOf(`locales/${lng}.json`);
  console.log(
    `  translations /locales/${lng}.json (one per patient): gzip ${kib(t.gzip)}, brotli ${kib(t.brotli)}`,
  );
}
const prerendered = sizeOf('login/carebridge.en.html');
console.log(
  `  /login prerendered (painted before any script; one per brand and language): gzip ${kib(prerendered.gzip)}, brotli ${kib(prerendered.brotli)}`,
);
const entry = manifest[entryKey].file;
console.log(`  entry chunk ${entry}: raw ${kib(sizeOf(entry).raw)}, gzip ${kib(sizeOf(entry).gzip)}`);
// The chunks vite.config.ts gives the startup libraries: third-party code only, what the login budget is up against
const libraryChunks = [...routeFiles(routes['/login']).js].filter((file) =>
  /^assets\/(react|router|i18n)-/.test(file),
);
console.log(
  `  of /login's JS, the libraries' own chunks (React and React DOM; react-router; i18next with its React binding): ` +
    `${libraryChunks.map((file) => `${file.slice(7).split('-')[0]} ${kib(sizeOf(file).gzip)}`).join(', ')}; ` +
    `gzip ${kib(sum(libraryChunks).gzip)} in all`,
);

/**
 * Out of the login page's first render. `afterPaint`: the login page still loads it, once painted (idle) or
 * when the patient acts; `elsewhere`: only the pages that use it, beyond what the login page has loaded by then.
 */
const later = {
  afterPaint: {
    'toasts (idle after the first paint)': ['src/app/notifications.tsx'],
    'HTTP client, axios (idle after the first paint; at the latest on submit)': ['src/lib/api-client.ts'],
    'analytics with its SDK (idle after the first paint; the SDK only when configured)': [
      'src/lib/analytics.ts',
      '../../node_modules/mixpanel-browser/dist/mixpanel.module.js',
    ],
    "every other page's route table, with SWR and the features' paths (idle after the first paint)": [
      'src/app/routes.tsx',
    ],
  },
  elsewhere: {
    'signed-in navigation, care switch and account menu (first signed-in page)': [
      'src/app/signed-in-frame.tsx',
      'src/app/signed-in-header.tsx',
    ],
    'identity SDK (ID verification only)': ['../../node_modules/onfido-sdk-ui/Onfido.js'],
    'passkey sign-in (when "Sign in with a passkey" is pressed)': ['src/features/auth/passwordless.ts'],
  },
};
const onLogin = new Set();
for (const key of firstRender) staticClosure(key, onLogin);
const deferred = new Set();
const laterGzip = {};
for (const [when, groups] of Object.entries(later)) {
  for (const [what, keys] of Object.entries(groups)) {
    const own = new Set();
    for (const key of keys.map(chunkKey)) {
      if (!manifest[key])
        throw new Error(`bench/bundle-size.mjs: ${key} is not in the build; update the list`);
      for (const k of staticClosure(key))
        if (!onLogin.has(k) && !(when === 'elsewhere' && deferred.has(manifest[k].file)))
          own.add(manifest[k].file);
    }
    const size = sum(own);
    laterGzip[what] = size.gzip;
    if (when === 'afterPaint') for (const file of own) deferred.add(file);
    const where = when === 'afterPaint' ? 'on /login after first paint' : 'not on /login';
    console.log(`  ${where}: ${what}: gzip ${kib(size.gzip)}, brotli ${kib(size.brotli)}`);
  }
}
const deferredSize = sum(deferred);
console.log(
  `  /login in all, first render + after first paint: JS gzip ${kib(figures['/login'].js.gzip + deferredSize.gzip)} ` +
    `(${kib(figures['/login'].js.gzip)} before the first render, ${kib(deferredSize.gzip)} after it)`,
);

// [AUTH-2] The WebAuthn library loads when the patient presses "Sign in with a passkey", never with the login page.
const passkeyOnLogin = [...onLogin].filter((k) => /passwordless|simplewebauthn|startAuthentication/i.test(k));
if (passkeyOnLogin.length > 0)
  throw new Error(
    `bench/bundle-size.mjs: the passkey sign-in loads with /login: ${passkeyOnLogin.join(', ')}`,
  );

// The contract's schemas check what a form sends; a screen that sends no form must not download them. zod (about
// 28 KiB gzip) came back each time a constant a screen needed lived beside a schema in the contract.
const withoutSchemas = ['/login', ...Object.keys(routes).filter((route) => route.startsWith('/home'))];
const withSchemas = withoutSchemas.filter((route) =>
  [...pageFiles(route).js].some((file) => readFileSync(join(dist, file), 'utf8').includes('"$ZodType"')),
);
if (withSchemas.length > 0) console.log(`  zod downloaded by: ${withSchemas.join(', ')}`);
budget('/login, /home and record screens downloading zod', withSchemas.length, { max: 0, always: true });

// Bytes of a build do not depend on the machine: short mode (npm test) enforces them too. `hold` is today's
// figure plus about 1 KiB, so the login page cannot grow unnoticed while 90 is out of reach: what its first render
// cannot do without (React DOM ~68, react-router ~12.5, i18next with its backend, detector and React binding
// ~21) is over 100 KiB before any of the portal's own code. Since the login page comes prerendered, none of it
// stands before the first paint: it is what the page needs to become usable. React, react-router and i18next come
// in chunks of their own (run one task each after the paint), which costs about 1 KiB of gzip over one file.
// 141 → 142 (issue 23): the login page now says why a patient was logged out and keeps the page they asked for
// (`?next=`), +0.7 KiB; issue 28 takes the page's own code down from here.
// 142 → 143 (issue 23): its fields carry the server's length caps and say a too-long text with its cap, and the
// sign-in screens take a patient already signed in on to where they resume, +0.7 KiB (142.4).
// 143 → 144 (issue 25): the page reads its brand and its third parties' ids from the document the server wrote
// (a partner's brand with no rebuild), says which portal an account belongs to, and its analytics name the
// brand, +1.1 KiB (143.5). Issue 28 still takes the page's own code down from here.
// 144 → 124 (issue 28, budget 120): the login page starts with a route table of its own (the rest, with SWR and every
// feature's paths and lazy chunks' map, loads after its first paint), i18next reads /locales and detects the
// language with a few lines of ours instead of its backend and detector (-6.3), analytics' code and the
// navigation's icons stay off it (123.2). What kept it above 120: tailwind-merge (~8.8, @portal/ui's cn() in every
// component the page draws; its default class map is ~6.7 of it) and the page's own ~18.
// 124 → 120, the budget (issue 28): cn() merges with a config of only the class groups our classes conflict in
// (@portal/ui's src/lib/cn.ts), not tailwind-merge's default one (123.7 → 119.4).
budget('/login JS (gzip)', Number(kib(figures['/login'].js.gzip)), { max: 120, unit: ' KiB', always: true });
// The first signed-in page brings the navigation: 45 KiB when a header's name pulled zod in with it, ~18 without
budget(
  'signed-in navigation JS (gzip)',
  Number(kib(laterGzip['signed-in navigation, care switch and account menu (first signed-in page)'])),
  { max: 20, unit: ' KiB', always: true },
);
// What a record screen adds to that frame (the first render, the route table and the navigation): the records layout
// and the screen with what they import. No record screen sends a form: zod (~28 KiB) alone breaks either ceiling, as
// it would the navigation's, whatever its build looks like (the check above knows it by one string), and so would
// any library as heavy.
const frameJs = routeFiles([routeTable, ...framed]).js;
const recordRoutes = Object.keys(routes).filter((route) => route.startsWith('/home'));
const beyondFrame = Object.fromEntries(
  recordRoutes.map((route) => [
    route,
    sum([...pageFiles(route).js].filter((file) => !frameJs.has(file))).gzip,
  ]),
);
console.log(
  `  record screens beyond the signed-in frame (gzip): ${recordRoutes.map((route) => `${route} ${kib(beyondFrame[route])}`).join(', ')}`,
);
const largestButTrends = Math.max(
  ...recordRoutes.filter((route) => route !== '/home/trends').map((route) => beyondFrame[route]),
);
// Today 13–25.5 (the timeline); the trends screen carries its charts library (recharts, ~115).
budget('record screens beyond the frame, largest but trends (gzip)', Number(kib(largestButTrends)), {
  max: 30,
  unit: ' KiB',
  always: true,
});
budget('/home/trends beyond the frame, with its charts (gzip)', Number(kib(beyondFrame['/home/trends'])), {
  max: 135,
  unit: ' KiB',
  always: true,
});
budget('/login CSS (gzip)', Number(kib(figures['/login'].css.gzip)), { max: 15, unit: ' KiB', always: true });
reportBudgets('Login page bundle');
