/** What other features may use of auth (its public surface; the rest is internal). */
export { VerifyEmailCard } from './components/verify-email-card';
