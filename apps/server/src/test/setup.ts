import { setPasswordHashCostForTests } from '../lib/secrets.js';

// Each test worker hashes at 2^10 instead of 2^15: the suites prove what is hashed and when, not scrypt's cost
// (src/lib/lib.test.ts checks the production cost itself).
setPasswordHashCostForTests(2 ** 10);
