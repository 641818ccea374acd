/** The home feature's strings in English: the reference the other languages are typed against. */
export const en = {
  home: {
    greeting: 'Hello, {{name}}',
    greetingNoName: 'Hello',
    intro: 'Welcome to your health portal.',
    welcomeTitle: 'Welcome to your portal',
    welcomeBody: 'Here you will find your health records, insights and lab kits, all in one place.',
    welcomeDismiss: 'Got it',
    accountTitle: 'Your account',
    onboarding: 'Account set-up',
    onboardingDone: 'Complete',
    resume: 'Continue: {{step}}',
    steps: {
      verify_phone: 'verify your phone',
      verify_id: 'verify your identity',
      hipaa: 'sign the HIPAA authorization',
      address: 'add your address',
    },
    authenticatorApps: 'Authenticator apps',
    authenticatorCount_one: '{{count}} app set up',
    authenticatorCount_other: '{{count}} apps set up',
    unavailable: 'Not available right now',
  },
};
