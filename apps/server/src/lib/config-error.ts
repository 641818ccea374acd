import type { z } from 'zod';

/** A bad environment variable: main.ts prints the message (naming every bad variable) and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads `env` through `schema`, or throws a ConfigError naming every variable that is wrong and why. */
export function readSettings<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Runs a start-up step; a bad setting stops the process with its message (naming the variable), not a stack trace. */
export async function orRefuse<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
