/** The spec's error-card subtitles, word for word (spec section 8). */
export const ERROR_SUBTITLES = {
  retrieveData: 'Cannot retrieve the data.',
  createStorageRequest: 'Error when trying to create storage request.',
  createAvailability: 'Error when trying to create availability.',
  retrieveReservations: 'Error when retrieving reservations.',
  availabilityMissing: 'The availability does not exist',
} as const

export type ErrorSubtitle = (typeof ERROR_SUBTITLES)[keyof typeof ERROR_SUBTITLES]
