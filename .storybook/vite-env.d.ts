/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Set by @storybook/addon-vitest while stories run as tests. */
  readonly VITEST_STORYBOOK?: string;
  /** The language toolbar's starting value in the story test run (vitest.config.ts); absent in Storybook. */
  readonly STORY_LOCALE?: 'en' | 'es';
}
