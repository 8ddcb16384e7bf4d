export * from "./messages.ts";
export * from "./fields.ts";
export * from "./auth.ts";
export * from "./errors.ts";
