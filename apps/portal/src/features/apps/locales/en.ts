/** The apps feature's strings in English: the reference the other languages are typed against. */
export const en = {
  apps: {
    authorize: {
      documentTitle: 'Connect an app',
      loading: 'Loading the app’s request…',
      title: 'Connect {{app}} to your health record?',
      publisher: 'Made by {{publisher}}',
      homepage: 'Website',
      homepageLabel: 'Website of {{app}} (opens in a new tab)',
      logo: 'Logo of {{app}}',
      intro:
        'This app asks to read parts of your health record. It always reads who you are: your name, date of birth and other details on your profile.',
      what: 'What it may read',
      whatHint: 'Uncheck anything you don’t want this app to read.',
      pickOne: 'Choose at least one kind of record, or choose “Don’t allow”.',
      howLong: 'For how long',
      offline: 'Until {{date}}, also when you are not using the app.',
      online: 'Only while you are using the app, and no later than {{date}}.',
      disconnectLater: 'You can disconnect it at any time on your Sharing page.',
      scopes: 'Technical details: what the app asked for',
      allow: 'Allow',
      deny: 'Don’t allow',
      returning: 'Taking you back to the app…',
      expiredTitle: 'This request has expired',
      expiredBody: 'Go back to the app and connect again.',
      errorTitle: 'We couldn’t load the app’s request',
      answerFailed: 'We couldn’t send your answer. Please try again.',
      badRedirect:
        'We couldn’t take you back to the app safely. Go back to the app yourself; if it isn’t connected, connect again.',
      onboardingTitle: 'Finish setting up your account first',
      onboardingBody:
        'An app can read your records only once your identity is verified and your account is set up. Finish setting up, then connect the app again from the app.',
      continueSetup: 'Continue setting up',
    },
  },
};
