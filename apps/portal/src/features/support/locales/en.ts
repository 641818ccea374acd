/** The support feature's strings in English: the reference the other languages are typed against. */
export const en = {
  chat: {
    title: 'Support',
    description: 'Our support team is here to help.',
    phone: 'Phone',
    email: 'Email',
    hours: 'Hours',
  },
};
