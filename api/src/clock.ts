/** The injected clock: services never call `new Date()` themselves, so tests can move time. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** A day in milliseconds (calendar days are the business of the code that needs them). */
export const DAY_MS = 86_400_000;
