import { describe, expect, it } from 'vitest';
import { careKey } from '../features/sharing/api/get-care';
import { gatepassKey, welcomeSeenKey, authenticatorsKey } from '../features/home/api/home-data';
import { settingsKey } from '../features/account/api/settings';
import { dataPullStatusKey } from '../features/records/api/get-data-pull-status';
import { insightsKey } from '../features/insights/api/get-insights';
import { disclaimerKey } from '../features/insights/api/insights-disclaimer';
import { FIRST_PAGES, firstPageChunks } from './first-page';

describe('firstPageChunks', () => {
  const chunks = [
    {
      file: 'assets/index.js',
      modules: ['/app/index.html', '/app/src/main.tsx'],
      imports: ['assets/react.js'],
    },
    { file: 'assets/react.js', modules: ['/node_modules/react/index.js'], imports: [] },
    {
      file: 'assets/frame.js',
      modules: ['/app/src/app/signed-in-frame.tsx'],
      imports: ['assets/react.js', 'assets/ui.js'],
    },
    { file: 'assets/ui.js', modules: ['/app/src/components/ui.tsx', '/app/src/lib/format.ts'], imports: [] },
    { file: 'assets/home.js', modules: ['/app/src/home.tsx'], imports: ['assets/ui.js', 'assets/index.js'] },
  ];

  it('names every chunk the modules run, each once, but none the entry already loads', () => {
    expect(
      firstPageChunks(chunks, 'assets/index.js', ['src/app/signed-in-frame.tsx', 'src/home.tsx']),
    ).toEqual(['/assets/frame.js', '/assets/ui.js', '/assets/home.js']);
  });

  it('finds a module merged into a chunk named after another', () => {
    expect(firstPageChunks(chunks, 'assets/index.js', ['src/lib/format.ts'])).toEqual(['/assets/ui.js']);
  });

  it('stops the build when a declared module is in no chunk', () => {
    expect(() => firstPageChunks(chunks, 'assets/index.js', ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });
});

describe('FIRST_PAGES', () => {
  it("sends Home's first reads by the keys its data hooks ask for", () => {
    expect(FIRST_PAGES['/home']!.reads).toEqual([
      careKey,
      gatepassKey,
      settingsKey,
      dataPullStatusKey,
      welcomeSeenKey,
      authenticatorsKey,
      insightsKey,
      disclaimerKey,
    ]);
  });

  it('reads only paths of this origin (the token goes nowhere else)', () => {
    for (const page of Object.values(FIRST_PAGES))
      for (const read of page.reads) expect(read).toMatch(/^\/v1\//);
  });
});
