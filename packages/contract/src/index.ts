export * from './envelope.js';
export * from './analytics.js';
