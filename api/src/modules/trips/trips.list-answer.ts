// The list screen's TripsList answered by one SQL query that writes each trip's JSON (issue 18).
// A 350-trip page through GraphQL's executor read 350 × 11 values from the driver, turned dates into
// Dates and back into text, called a resolver for each value and serialised it again: on both
// databases ≈ 2× the raw read of the same rows (BENCHMARKS.md's profile). Here PostgreSQL writes each
// trip's object as the executor would (row_to_json: the response keys in the query's order, the
// values as the fields' resolvers and scalars answer them), and the answer carries those texts as
// they are (http/json-bytes.ts' JsonTextList).
//
// Only what this module can answer exactly as the schema does is answered here; everything else runs
// as before, through the executor: an operation whose only root field is `trips` on its first page
// (no `after`), selecting only TripList's fields, the Trip columns below and the captain's, with
// fragments and inline fragments on those types, aliases and __typename, and no directive. Who may
// ask is the field's own rule (TRIPS_READ_SCOPES); a request without it, variables that do not fit,
// or any failure is left to the executor, which answers it with its own errors.
// trips.list-answer.int.test.ts compares the bytes of both answers on many queries and trips.
import { Kind, OperationTypeNode, getArgumentValues, getOperationAST, getVariableValues } from "graphql";
import type { DocumentNode, ExecutionArgs, ExecutionResult, FieldNode, FragmentDefinitionNode, SelectionSetNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Logger } from "../../logger.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { holdsAnyScope } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { JsonTextList } from "../../http/json-bytes.ts";
import { listFirstPage } from "./trips.list-sql.ts";
import { encodeCursor, tripListArgs } from "./trips.read.ts";
import { actorOf } from "./trips.service.ts";

/** Who may read the list: the `trips` field's authScopes (trips.schema.ts). */
export const TRIPS_READ_SCOPES = { captain: true, staff: true } as const;

/** A Date as the DateTime scalar writes it (isoInstant); a `date` column at UTC midnight. */
const instant = (column: string) => `to_char(t."${column}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A `date` column as isoDay writes it. */
const day = (column: string) => `to_char(t."${column}", 'YYYY-MM-DD')`;
const column = (name: string) => `t."${name}"`;

/** Trip's fields that answer one column (trips.types.ts' TripType), each as the SQL of its JSON value. */
const TRIP_FIELDS: Readonly<Record<string, string>> = {
  id: `t."id"::text`,
  status: `t."status"::text`,
  version: column("version"),
  createdAt: instant("createdAt"),
  updatedAt: instant("updatedAt"),
  yachtName: column("yachtName"),
  registrationNumber: column("registrationNumber"),
  homePort: column("homePort"),
  hullLength: column("hullLength"),
  enginesCount: column("enginesCount"),
  enginePower: column("enginePower"),
  embarkationPort: column("embarkationPort"),
  isEmbarkationTidalPort: column("isEmbarkationTidalPort"),
  disembarkationPort: column("disembarkationPort"),
  isDisembarkationTidalPort: column("isDisembarkationTidalPort"),
  distance: column("distance"),
  embarkationDate: day("embarkationDate"),
  disembarkationDate: day("disembarkationDate"),
  sailingHours: column("sailingHours"),
  engineHours: column("engineHours"),
  mooringHours: column("mooringHours"),
  tidalHours: column("tidalHours"),
  tidalPortsCount: column("tidalPortsCount"),
  logbookNumber: column("logbookNumber"),
  captainNotes: column("captainNotes"),
};

/** TripCaptain's fields (the trip's captain columns). */
const CAPTAIN_FIELDS: Readonly<Record<string, string>> = {
  firstName: column("captainFirstName"),
  lastName: column("captainLastName"),
  email: column("captainEmail"),
  phone: column("captainPhone"),
  licenseType: column("licenseType"),
  licenseNumber: column("licenseNumber"),
  otherLicense: column("otherLicense"),
};

const PAGE_FIELDS = new Set(["totalCount", "hasNextPage", "endCursor", "nodes", "__typename"]);

/**
 * A response key as an SQL column name: a GraphQL name (the parser admits no other) that PostgreSQL
 * keeps whole (it cuts names at 63 bytes).
 */
const KEY = /^[_A-Za-z][_0-9A-Za-z]{0,62}$/;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;
type Fields = Map<string, FieldNode[]>;

/**
 * The fields of selection sets on an object type by response key, in the order the executor writes
 * them (merged as graphql-js' collectFields merges them); null for anything this module leaves to the
 * executor: a directive, a fragment on another type or a key SQL cannot hold. (Validation has
 * admitted only the arguments a field takes: none but `trips`' here.)
 */
function collect(sets: readonly SelectionSetNode[], typeName: string, fragments: Fragments, out: Fields = new Map()): Fields | null {
  for (const set of sets)
    for (const s of set.selections) {
      if (s.directives?.length) return null;
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value;
        if (!KEY.test(key)) return null;
        const same = out.get(key);
        if (same) same.push(s);
        else out.set(key, [s]);
        continue;
      }
      const fragment = s.kind === Kind.INLINE_FRAGMENT ? s : fragments.get(s.name.value);
      if (!fragment || fragment.directives?.length) return null;
      if (fragment.typeCondition && fragment.typeCondition.name.value !== typeName) return null;
      if (!collect([fragment.selectionSet], typeName, fragments, out)) return null;
    }
  return out;
}

const subSets = (nodes: FieldNode[]) => nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
const named = (nodes: FieldNode[]) => (nodes[0] as FieldNode).name.value;
const typename = (name: string) => `'${name}'::text`;

/** The SELECT list of an object's JSON (its keys in order), or null when a field is not one of `known`. */
function objectColumns(fields: Fields, typeName: string, known: Readonly<Record<string, string>>, nested: (key: string, nodes: FieldNode[]) => string | null) {
  const columns: string[] = [];
  for (const [key, nodes] of fields) {
    const name = named(nodes);
    const sql = name === "__typename" ? typename(typeName) : Object.hasOwn(known, name) && !subSets(nodes).length ? known[name] : nested(name, nodes);
    if (!sql) return null;
    columns.push(`${sql} AS "${key}"`);
  }
  return columns.join(", ");
}

type TripListPlan = {
  /** The `trips` field (its arguments) and its response key. */
  field: FieldNode;
  key: string;
  /** TripList's keys in order, each with its field's name. */
  page: [key: string, name: string][];
  /** The SQL of each trip's JSON text ("node"), and the columns of the page's cursor when endCursor is asked. */
  select: Prisma.Sql;
  from: Prisma.Sql;
  variables: NonNullable<ReturnType<typeof getOperationAST>>["variableDefinitions"];
};

/** How this module answers the document's operation, or null when it leaves it to the executor. */
export function planTripList(document: DocumentNode, operationName?: string | null): TripListPlan | null {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY || operation.directives?.length) return null;
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const root = collect([operation.selectionSet], "Query", fragments);
  if (!root || root.size !== 1) return null;
  const [[key, tripsNodes]] = [...root] as [[string, FieldNode[]]];
  if (named(tripsNodes) !== "trips" || tripsNodes.length !== 1) return null;
  const field = tripsNodes[0] as FieldNode;
  const pageFields = collect(subSets(tripsNodes), "TripList", fragments);
  if (!pageFields) return null;
  const page: [string, string][] = [];
  for (const [k, nodes] of pageFields) {
    const name = named(nodes);
    if (!PAGE_FIELDS.has(name) || (name !== "nodes" && subSets(nodes).length)) return null;
    page.push([k, name]);
  }
  const nodes = [...pageFields.values()].filter((n) => named(n) === "nodes");
  if (nodes.length !== 1) return null;
  const tripFields = collect(subSets(nodes[0] as FieldNode[]), "Trip", fragments);
  if (!tripFields) return null;
  const trip = objectColumns(tripFields, "Trip", TRIP_FIELDS, (name, captain) => {
    const captainFields = name === "captain" ? collect(subSets(captain), "TripCaptain", fragments) : null;
    const columns = captainFields && captainFields.size ? objectColumns(captainFields, "TripCaptain", CAPTAIN_FIELDS, () => null) : null;
    return columns ? `(SELECT row_to_json(c) FROM (SELECT ${columns}) c)` : null;
  });
  if (!trip || !tripFields.size) return null;
  const cursor = page.some(([, name]) => name === "endCursor");
  return {
    field,
    key,
    page,
    // The cursor's columns only when asked; their names cannot meet a response key (x's columns are inside "node").
    select: Prisma.raw(`row_to_json(x)::text AS "node"${cursor ? `, t."id"::text AS "cursorId", t."embarkationDate", t."createdAt"` : ""}`),
    from: Prisma.raw(`CROSS JOIN LATERAL (SELECT ${trip}) x`),
    variables: operation.variableDefinitions,
  };
}

type Row = { node: string; cursorId?: string; embarkationDate?: Date; createdAt?: Date };

/** The operation's answer, or null when the executor must answer it (see the top of this file). */
async function answerTripList(plan: TripListPlan, args: ExecutionArgs): Promise<ExecutionResult | null> {
  const ctx = args.contextValue as Context;
  if (!holdsAnyScope(ctx, TRIPS_READ_SCOPES)) return null;
  const variables = getVariableValues(args.schema, plan.variables ?? [], args.variableValues ?? {});
  const trips = args.schema.getQueryType()?.getFields().trips;
  if (variables.errors || !trips) return null;
  const list = tripListArgs(actorOf(ctx.viewer, ctx.requestId), getArgumentValues(trips, plan.field, variables.coerced));
  if (list.cursor !== null) return null;
  const { rows, totalCount } = await listFirstPage<Row>(ctx.db, list, plan.select, plan.from);
  const nodes = rows.slice(0, list.pageSize);
  const last = nodes[nodes.length - 1];
  const value = (name: string): unknown => {
    if (name === "totalCount") return totalCount;
    if (name === "hasNextPage") return rows.length > list.pageSize;
    if (name === "endCursor") return last ? encodeCursor({ at: (last[list.key] as Date).toISOString(), id: last.cursorId as string }) : null;
    if (name === "nodes") return new JsonTextList(nodes.map((n) => n.node));
    return "TripList";
  };
  return { data: { [plan.key]: Object.fromEntries(plan.page.map(([key, name]) => [key, value(name)])) } };
}

/**
 * The yoga plugin: runs after graphql-jit's (whose compiled or plain execution answers whatever this
 * module leaves). Plans are kept per document (yoga's parser cache hands out the same object for
 * the same text), weakly.
 */
export function tripListAnswer(logger: Pick<Logger, "debug" | "error">): Plugin {
  const plans = new WeakMap<DocumentNode, Map<string, TripListPlan | null>>();
  const planOf = (args: ExecutionArgs) => {
    let ofDocument = plans.get(args.document);
    if (!ofDocument) plans.set(args.document, (ofDocument = new Map<string, TripListPlan | null>()));
    const name = args.operationName ?? "";
    if (!ofDocument.has(name)) ofDocument.set(name, planTripList(args.document, args.operationName));
    return ofDocument.get(name) ?? null;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const plan = planOf(args);
      if (!plan) return;
      const otherwise = executeFn as (a: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;
      setExecuteFn(async (a: ExecutionArgs) => {
        const answer = await answerTripList(plan, a).catch((err: unknown) => {
          logger.error({ err }, "the trip list's SQL answer failed; the executor answers");
          return null;
        });
        if (!answer) return otherwise(a);
        logger.debug({ operationName: a.operationName }, "trip list answered by its SQL");
        return answer;
      });
    },
  };
}
