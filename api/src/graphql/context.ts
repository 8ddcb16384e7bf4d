import type { Clock } from "../clock.ts";
import type { Db } from "../db/db.ts";
import type { Lang } from "../../../validation/messages.ts";
import type { Viewer } from "../modules/auth/viewer.ts";
import type { Services } from "../services.ts";

export type Context = {
  db: Db;
  clock: Clock;
  lang: Lang;
  ip: string;
  requestId: string;
  viewer: Viewer;
  services: Services;
};
