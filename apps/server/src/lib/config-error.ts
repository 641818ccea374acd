/** A bad environment variable: main.ts prints the message (naming every bad variable) and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
