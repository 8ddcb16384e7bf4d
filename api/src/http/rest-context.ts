import type { Lang } from "../../../validation/messages.ts";
import type { Logger } from "../logger.ts";
import type { Viewer } from "../modules/auth/viewer.ts";
import type { Services } from "../services.ts";
import type { Router } from "./router.ts";

export type RestContext = { lang: Lang; logger: Logger; requestId: string; ip: string; viewer: Viewer; services: Services };
export type RestRouter = Router<RestContext>;
