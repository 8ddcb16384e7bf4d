// Imports every module's types, then builds the schema. No types are defined here.
import { builder } from "./builder.ts";
import "./common.ts";
import "../modules/auth/auth.schema.ts";
import "../modules/subscriptions/subscriptions.schema.ts";
import "../modules/subscriptions/orders.schema.ts";
import "../modules/subscriptions/office.schema.ts";
import "../modules/trips/trips.types.ts";
import "../modules/trips/trips.schema.ts";
import "../modules/trips/fees.schema.ts";
import "../modules/profile/profile.schema.ts";
import "../modules/yachts/yachts.schema.ts";
import "../modules/seatime/seatime.schema.ts";
import "../modules/company/company.schema.ts";
import "../modules/apitokens/api-tokens.schema.ts";
import "../modules/students/students.schema.ts";
import "../modules/webhooks/webhooks.schema.ts";

import { applyDescriptions } from "./descriptions.ts";

export const schema = builder.toSchema({ sortSchema: true });
/** What descriptions.ts could not place (schema-docs.unit.test.ts requires both lists empty). */
export const descriptionProblems = applyDescriptions(schema);
