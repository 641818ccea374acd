import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../config.js';
import { AppError } from '../../../http/errors.js';
import { isBreachedPassword } from '../rules.js';

/** The bundled list (source and licence: apps/server/data/breached-passwords/README.md); read once, on first use. */
let breached: ReadonlySet<string> | undefined;
function breachedPasswords(): ReadonlySet<string> {
  breached ??= new Set(
    readFileSync(join(REPO_ROOT, 'apps/server/data/breached-passwords/top-10000.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return breached;
}

/** Refuses a new password found in breaches (sign-up, reset, change); no network call. */
export function refuseBreachedPassword(password: string): void {
  if (isBreachedPassword(password, breachedPasswords())) throw new AppError('PASSWORD_BREACHED', 400);
}
