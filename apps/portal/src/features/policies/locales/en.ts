/** The policies feature's strings in English: the reference the other languages are typed against. */
export const en = {
  policies: {
    listTitle: 'Privacy policies',
    listDescription: 'How we protect and use your information.',
    back: 'All privacy policies',
    notFound: 'We can’t find that policy.',
    updated: 'Last updated: {{date}}',
    privacy: {
      title: 'Privacy policy',
      summary: 'What we collect, why, and your choices.',
      body: [
        'We collect the information you give us when you create an account — your name, date of birth, email and mobile phone — and the health records you ask us to gather for you.',
        'We use it only to run your portal: to confirm it’s you, to find and show your records, and to send you codes and messages you asked for.',
        'We never sell your information. We share it only with the services that help us run the portal, under contracts that protect it, or when the law requires it.',
        'You can see, correct or delete your information at any time by writing to our support team.',
      ],
    },
    patientAuthorization: {
      title: 'Patient authorization policy',
      summary: 'How your HIPAA authorization lets us request your records.',
      body: [
        'When you sign the authorization, you allow us to ask your doctors, hospitals and labs for copies of your health records on your behalf.',
        'The authorization lasts until you revoke it. Revoking it stops new requests; records we already hold stay in your portal until you ask us to delete them.',
        'We keep a copy of each authorization you sign, with its version and the time you signed it.',
      ],
    },
    studyPrivacy: {
      title: 'Study privacy policy',
      summary: 'How your information is used if you join a clinical study.',
      body: [
        'If you choose to join a study, we share only the information that study’s consent form describes, and only after you sign it.',
        'Study teams receive coded data: your name and contact details stay with us unless the consent form says otherwise.',
        'You can leave a study at any time. Data already shared for the study may be kept as the study’s rules and the law require.',
      ],
    },
    identityVerification: {
      title: 'Identity verification privacy policy',
      summary: 'How the identity-verification service handles your ID and selfie.',
      body: [
        'To confirm your identity, an identity-verification service compares a photo of your ID with a selfie you take.',
        'The service uses these images only to check your identity for us, and deletes them according to its retention rules.',
        'We keep only the result of the check, not the images.',
      ],
    },
  },
};
