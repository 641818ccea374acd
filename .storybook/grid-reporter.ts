import { brands } from '@portal/brands';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the story grid's size and result at the end of the story run: each story test is one story checked
 * in every brand and both languages (story-grid.ts).
 */
export default class GridReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let stories = 0;
    let failing = 0;
    let violations = 0;
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        if (test.result().state === 'skipped') continue;
        stories += 1;
        const errors = test.result().errors ?? [];
        if (errors.length === 0) continue;
        failing += 1;
        violations += errors
          .map((e) => (e.message.match(/^\[[\w-]+ (en|es)\] /gm) ?? []).length)
          .reduce((a, b) => a + b, 0);
      }
    const cells = stories * brands.length * 2;
    console.log(
      `\nStory grid: ${stories} stories × ${brands.length} brands × 2 languages = ${cells} checked states (axe WCAG 2.0/2.1/2.2 A+AA); ` +
        `${failing} failing stories, ${violations} violations in other brands/languages\n`,
    );
  }
}
