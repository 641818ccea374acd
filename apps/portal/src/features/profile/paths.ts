/** The patient's own data, in the account area (/profile/...); the guard treats it as normal use of the app. */
export const profilePaths = {
  personal: '/profile/personal',
  names: '/profile/names',
  newName: '/profile/names/new',
  dateOfBirth: '/profile/date-of-birth',
  gender: '/profile/gender',
  demographics: '/profile/demographics',
  phones: '/profile/phones',
  newPhone: '/profile/phones/new',
  addresses: '/profile/addresses',
  /** `?kind=primary` (a move), `past` or `additional`. */
  newAddress: '/profile/addresses/new',
  addressItem: (id: string) => `/profile/addresses/${id}`,
  insurance: '/profile/insurance',
  newInsurance: '/profile/insurance/new',
  insuranceItem: (id: string) => `/profile/insurance/${id}`,
  hipaa: '/profile/hipaa',
} as const;
