// Every route of the REST shim (/api/*), in one router; the OpenAPI document walks its table.
import type { RestContext } from "./rest-context.ts";
import { Router } from "./router.ts";
import { registerAuthRoutes } from "../modules/auth/auth.rest.ts";
import { registerSubscriptionRoutes } from "../modules/subscriptions/subscriptions.rest.ts";
import { registerPaymentRoutes } from "../modules/subscriptions/payments.rest.ts";
import { registerTripRoutes } from "../modules/trips/trips.rest.ts";
import { registerProfileRoutes } from "../modules/profile/profile.rest.ts";
import { registerYachtRoutes } from "../modules/yachts/yachts.rest.ts";
import { registerDocumentRoutes } from "../modules/documents/documents.rest.ts";
import { registerSeaTimeRoutes } from "../modules/seatime/seatime.rest.ts";
import { registerExportRoutes } from "../modules/transfer/export.rest.ts";
import { registerImportRoutes } from "../modules/transfer/import.rest.ts";
import { registerStudentsRoutes } from "../modules/students/students.rest.ts";
import { registerOpenApiRoute } from "../openapi/openapi.rest.ts";

export function restRouter(): Router<RestContext> {
  const rest = new Router<RestContext>();
  registerAuthRoutes(rest);
  registerSubscriptionRoutes(rest);
  registerPaymentRoutes(rest);
  registerTripRoutes(rest);
  registerProfileRoutes(rest);
  registerYachtRoutes(rest);
  registerDocumentRoutes(rest);
  registerSeaTimeRoutes(rest);
  registerExportRoutes(rest);
  registerImportRoutes(rest);
  registerStudentsRoutes(rest);
  registerOpenApiRoute(rest);
  return rest;
}
