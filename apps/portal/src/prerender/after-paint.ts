/** The part of Vite's build manifest the loader needs: each chunk's file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files the entry `file` runs, as `/`-rooted paths, each after the chunks it imports and the entry last:
 * the order in which the after-paint loader evaluates them.
 */
export function startupChunks(manifest: BuildManifest, file: string): string[] {
  const key = Object.keys(manifest).find((name) => manifest[name]!.file === file);
  if (!key) throw new Error(`the build manifest has no chunk ${file}`);
  const ordered: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || ordered.includes(`/${chunk.file}`)) return;
    for (const dependency of chunk.imports ?? []) visit(dependency);
    ordered.push(`/${chunk.file}`);
  };
  visit(key);
  return ordered;
}

/**
 * The prerendered login page's only script (a module: the content security policy allows this origin's scripts
 * only). Two frames in, after the page has been painted, it fetches every startup chunk at once, then runs them
 * one per task: evaluated together they held the main thread for one long task while the page was on screen.
 */
export function afterPaintLoader(chunks: string[]): string {
  return `const chunks = ${JSON.stringify(chunks)};
requestAnimationFrame(() =>
  requestAnimationFrame(async () => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const href of chunks) {
      await import(href);
      await new Promise((resolve) => setTimeout(resolve));
    }
  }),
);
`;
}
