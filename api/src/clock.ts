/** The injected clock: services never call `new Date()` themselves, so tests can move time. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
