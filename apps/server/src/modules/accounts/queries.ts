/*
 * The accounts module's SQL, one file per concern under `queries/` (as its services are under `services/`). Every
 * query takes the database or a transaction, so a service decides what commits together.
 */
export * from './queries/accounts.js';
export * from './queries/challenges.js';
export * from './queries/sessions.js';
export * from './queries/authenticators.js';
export * from './queries/login-failures.js';
export * from './queries/passkeys.js';
