export * from './envelope.js';
export * from './analytics.js';
export * from './errors.js';
export * from './auth.js';
export * from './gatepass.js';
export * from './lab-orders.js';
export * from './records.js';
export * from './onboarding.js';
