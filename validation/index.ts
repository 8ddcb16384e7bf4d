export * from "./messages.ts";
export * from "./fields.ts";
export * from "./auth.ts";
export * from "./errors.ts";
export * from "./trip.ts";
export * from "./subscription.ts";
export * from "./profile.ts";
