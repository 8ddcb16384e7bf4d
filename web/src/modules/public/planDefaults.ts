/** Shown until plans come from the API (spec §1, §9): 49 PLN for a year. */
export const planDefaults = { price: 49, currency: "PLN", durationDays: 365 } as const;
