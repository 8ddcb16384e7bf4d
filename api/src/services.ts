// Everything the API layers (GraphQL and REST) call into, built once per app.
import { resolve } from "node:path";
import type { Clock } from "./clock.ts";
import type { Db } from "./db/db.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { AuthService } from "./modules/auth/auth.service.ts";
import { StudentAuthService } from "./modules/auth/student-auth.service.ts";
import { LoginThrottle } from "./modules/auth/throttle.ts";
import { anonymous, type Viewer } from "./modules/auth/viewer.ts";
import { tokenKind } from "./modules/auth/tokens.ts";
import { SubscriptionsService } from "./modules/subscriptions/subscriptions.service.ts";
import { TripReader } from "./modules/trips/trips.read.ts";
import { TripsService } from "./modules/trips/trips.service.ts";
import { ProfileService } from "./modules/profile/profile.service.ts";
import { YachtsService } from "./modules/yachts/yachts.service.ts";

export type AppDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  publicUrl: string;
  throttle?: LoginThrottle;
  /** Where uploaded files (captain logos) are kept; default ./data/uploads (DATA_DIR's default). */
  uploadsDir?: string;
};

export function createServices(deps: AppDeps) {
  const throttle = deps.throttle ?? new LoginThrottle(deps.clock);
  const auth = new AuthService({ ...deps, throttle });
  const studentAuth = new StudentAuthService({ ...deps, throttle });
  const subscriptions = new SubscriptionsService(deps);
  const trips = new TripsService({ ...deps, subscriptions });
  const tripReader = new TripReader(deps);
  const profile = new ProfileService({ ...deps, uploadsDir: deps.uploadsDir ?? resolve("data/uploads") });
  const yachts = new YachtsService({ ...deps, subscriptions });

  /** Resolves the bearer token (zc_ captain/staff, zs_ student) into the viewer. */
  async function resolveViewer(request: Request): Promise<Viewer> {
    const header = request.headers.get("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return anonymous;
    const token = match[1];
    const kind = tokenKind(token);
    if (kind === "zc") {
      const found = await auth.authenticate(token);
      return found ? { kind: "user", ...found } : anonymous;
    }
    if (kind === "zs") {
      const found = await studentAuth.authenticate(token);
      return found ? { kind: "student", ...found } : anonymous;
    }
    return anonymous;
  }

  return { auth, studentAuth, subscriptions, trips, tripReader, profile, yachts, resolveViewer };
}

export type Services = ReturnType<typeof createServices>;
