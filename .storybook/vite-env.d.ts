/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Set by @storybook/addon-vitest while stories run as tests. */
  readonly VITEST_STORYBOOK?: string;
}
