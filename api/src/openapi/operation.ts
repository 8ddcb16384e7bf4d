// What the OpenAPI document says about one REST route. The table of these (operations/*.ts) is keyed
// by "METHOD /path" exactly as the router registers it; a test checks both tables hold the same keys.
import type { z } from "zod";

export const TAGS = {
  auth: "Captain and student accounts: register, log in, passwords, sessions.",
  trips: "Sailing trips of the captain's logbook (spec §7).",
  documents: "PDF documents of a trip: voyage card, crew opinions.",
  yachts: "The captain's yachts.",
  profile: "The captain's profile and logo.",
  seatime: "Sea time totals and the statement PDF.",
  transfer: "Export and import of trips, and the account's data export.",
  subscriptions: "Premium subscriptions, plans, discount codes, invoices.",
  payments: "Payment providers' signed notifications (not for API clients).",
  students: "Captains' invitations, students and planned trips.",
  student: "A student's own view: captains, planned trips, enrolments.",
  meta: "This document.",
} as const;
export type Tag = keyof typeof TAGS;

/**
 * Who may call: a captain (session token or zk_ API token), a student (student session token),
 * anyone, or a payment provider's signature.
 */
export type Access = "captain" | "student" | "public" | "signed";

type Body = { schema: z.ZodType; contentType?: "application/json" | "multipart/form-data" };

export type Answer = { description: string; schema?: z.ZodType; contentType?: string };

export type Operation = {
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  /** Query parameters, one object whose keys are the names. */
  query?: z.ZodObject;
  body?: Body;
  /** The success answers by status. */
  ok: Record<number, Answer>;
  /** The error statuses this route answers besides 429, 500 and 503 (every route may). */
  errors: number[];
};

export type Operations = Record<string, Operation>;
