/** The account area's strings in English: the reference the other languages are typed against. */
export const en = {
  account: {
    title: 'Account',
    signedInAs: 'Signed in as {{name}}',
    menu: {
      profile: 'Your account',
      support: 'Support',
    },
    sections: {
      profile: 'Your profile',
      security: 'Sign-in and security',
      preferences: 'Preferences',
      help: 'Help and information',
    },
    pages: {
      identity: 'Identity verification',
      support: 'Support',
      policies: 'Privacy policies',
    },
  },
};
