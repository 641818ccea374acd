/**
 * The open-source software the portal ships, with each licence as its package declares it (the About page
 * lists them; licences.test.ts fails when a dependency is added, removed or relicensed without this list).
 */
export const licences: ReadonlyArray<{ name: string; licence: string }> = [
  { name: '@radix-ui/react-dialog', licence: 'MIT' },
  { name: '@radix-ui/react-slot', licence: 'MIT' },
  { name: '@radix-ui/react-tabs', licence: 'MIT' },
  { name: '@radix-ui/react-toast', licence: 'MIT' },
  { name: '@react-google-maps/api', licence: 'MIT' },
  { name: '@simplewebauthn/browser', licence: 'MIT' },
  { name: '@tanstack/react-virtual', licence: 'MIT' },
  { name: 'axios', licence: 'MIT' },
  { name: 'class-variance-authority', licence: 'Apache-2.0' },
  { name: 'clsx', licence: 'MIT' },
  { name: 'i18next', licence: 'MIT' },
  { name: 'jwt-decode', licence: 'MIT' },
  { name: 'mixpanel-browser', licence: 'Apache-2.0' },
  { name: 'onfido-sdk-ui', licence: 'Onfido SDK licence (proprietary)' },
  { name: 'qrcode.react', licence: 'ISC' },
  { name: 'react', licence: 'MIT' },
  { name: 'react-dom', licence: 'MIT' },
  { name: 'react-i18next', licence: 'MIT' },
  { name: 'react-router', licence: 'MIT' },
  { name: 'recharts', licence: 'MIT' },
  { name: 'swr', licence: 'MIT' },
  { name: 'tailwind-merge', licence: 'MIT' },
  { name: 'zod', licence: 'MIT' },
];
