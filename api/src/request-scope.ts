// Per-request facts that error mapping needs far from the resolver (language, request id, logger).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Lang } from "../../validation/messages.ts";
import type { Logger } from "./logger.ts";

type RequestScope = { lang: Lang; requestId: string; logger: Logger };

export const requestScope = new AsyncLocalStorage<RequestScope>();
