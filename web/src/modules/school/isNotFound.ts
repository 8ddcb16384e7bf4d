import { toErrorDetails } from "../../lib/toErrorDetails.ts";

/** True when the server answered NOT_FOUND (a missing object, or another account's). */
export const isNotFound = (error: unknown) => error !== undefined && toErrorDetails(error).code === "NOT_FOUND";
