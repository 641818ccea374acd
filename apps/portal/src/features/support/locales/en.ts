/** The support feature's strings in English: the reference the other languages are typed against. */
export const en = {
  chat: {
    title: 'Support',
    description: 'Our support team is here to help.',
    phone: 'Phone',
    email: 'Email',
    hours: 'Hours',
    openChat: 'Chat with us',
    chatHint: 'Write to the support team here; the answer comes in the same window.',
    feedback: 'Send us feedback',
    feedbackHint:
      'An idea, a problem or praise: the team reads every message, and you can follow it in your feedback list.',
  },
};
