export const LOCATION_LIMITS = {
  nameMax: 120,
  addressMax: 200,
  cityMax: 120,
  notesMax: 2000,
  capacityMax: 10_000,
  /** Venues one instructor may add per day (an account that is misused cannot fill the table). */
  perOwnerPerDay: 50,
} as const;
