import { appendFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { REPO_ROOT } from '../config.js';

/** Statements a running release issues; the rest (DDL of migrations and of tests) is not its contract. */
const DML = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Where a statement came from: the innermost frame in the server's own source. A statement a test or its
 * helpers write directly, or a migration's, is not a query of the release (a helper that calls a module's
 * service reaches the module's queries.ts first, which counts).
 */
function issuer(stack: string): string | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const match = /\(?(?:file:\/\/)?(\/[^():]+\.ts):\d+:\d+\)?$/.exec(line.trim());
    if (!match || match[1]!.includes('/node_modules/')) continue;
    const path = relative(join(REPO_ROOT, 'apps/server'), match[1]!);
    if (path.startsWith('..') || path === 'src/test/record-queries.ts') continue;
    if (/\.test\.ts$|^src\/test\/|^src\/db\/migrat/.test(path)) return undefined;
    return path;
  }
  return undefined;
}

/**
 * A Kysely plugin for a test run: appends each distinct statement the server's own code issues, as
 * `{ sql, from }` JSON lines, to `file` (several test workers append to one file). It sees the statement as it is
 * compiled, which happens before the caller's first await, so the caller is still on the stack.
 */
export function queryRecorder(file: string): KyselyPlugin {
  const compiler = new PostgresQueryCompiler();
  const seen = new Set<string>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 100;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      const from = issuer(stack);
      if (from) {
        const text = compiler.compileQuery(node, queryId).sql;
        if (DML.test(text) && !seen.has(text)) {
          seen.add(text);
          appendFileSync(file, `${JSON.stringify({ sql: text, from })}\n`);
        }
      }
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs) {
      return result;
    },
  };
}
