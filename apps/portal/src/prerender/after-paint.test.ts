import { describe, expect, it } from 'vitest';
import { afterPaintLoader, startupChunks, type BuildManifest } from './after-paint';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_i18n.js', '_router.js', '_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_i18n.js': { file: 'assets/i18n-3.js', imports: ['_react.js'] },
  '_router.js': { file: 'assets/router-4.js', imports: ['_react.js'] },
  'src/lazy.tsx': { file: 'assets/lazy-5.js', imports: ['_react.js'] },
};

describe('what the prerendered login page runs after its first paint', () => {
  it.each<[string, BuildManifest, string, string[]]>([
    [
      'each chunk after those it imports, the entry last, each once',
      manifest,
      'assets/index-1.js',
      ['/assets/react-2.js', '/assets/i18n-3.js', '/assets/router-4.js', '/assets/index-1.js'],
    ],
    [
      'an entry of one chunk alone',
      { main: { file: 'assets/main.js' } },
      'assets/main.js',
      ['/assets/main.js'],
    ],
  ])('%s', (_what, graph, entry, expected) => {
    expect(startupChunks(graph, entry)).toEqual(expected);
  });

  it('leaves out what only a lazy screen imports', () => {
    expect(startupChunks(manifest, 'assets/index-1.js')).not.toContain('/assets/lazy-5.js');
  });

  it('fails the build when the entry is not in the manifest', () => {
    expect(() => startupChunks(manifest, 'assets/other.js')).toThrow(/no chunk/);
  });

  it('the loader names the chunks in that order', () => {
    const chunks = startupChunks(manifest, 'assets/index-1.js');
    expect(afterPaintLoader(chunks)).toContain(`const chunks = ${JSON.stringify(chunks)};`);
  });
});
