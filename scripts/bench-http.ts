// What the HTTP benches share: the benched app process's settings, the trip list and trip page GraphQL reads, and one
// autocannon request with a bearer token.
import type autocannon from "autocannon";

/** What the web's list screen sends (web/src/modules/trips/shared/graphql/tripsListQuery.ts). */
export const CARDS_GQL = `query TripsList($search: String, $sort: TripSort, $first: Int) { trips(search: $search, sort: $sort, first: $first) { totalCount
  nodes { id status yachtName registrationNumber embarkationPort disembarkationPort embarkationDate disembarkationDate distance createdAt
  captain { firstName lastName } } } }`;
/** A save of a new trip, answering its id and version (the API bench and the profiler). */
export const CREATE_GQL = `mutation C($input: TripInput!) { createTrip(input: $input) { id version } }`;
/** The trip page's read: one trip with its visited ports and crew. */
export const DETAIL_GQL = `query Trip($id: ID!) { trip(id: $id) { id status version yachtName registrationNumber homePort hullLength enginesCount enginePower
  embarkationPort isEmbarkationTidalPort disembarkationPort isDisembarkationTidalPort distance embarkationDate disembarkationDate cruiseDays
  sailingHours engineHours mooringHours tidalHours tidalPortsCount logbookNumber captainNotes createdAt updatedAt
  captain { firstName lastName email phone licenseType licenseNumber otherLicense }
  visitedPorts { id name isTidalPort arrivalDate departureDate }
  crewMembers { id fullName email phone role otherRole licenseType otherLicense licenseNumber captainOpinion performance seasickness resistance captainNotes } } }`;

type BenchRequest = NonNullable<Parameters<typeof autocannon>[0]["requests"]>[number];

/** One autocannon request sent with `Bearer token()` (and a JSON `body()` when given); every answer goes to onResponse. */
export function authorizedRequest(
  s: { method: "GET" | "POST"; path: string; token: () => string; body?: () => string },
  onResponse: (status: number, body: string) => void,
): BenchRequest {
  const body = s.body;
  return {
    method: s.method,
    path: s.path,
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, authorization: `Bearer ${s.token()}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: body() } : {}),
    }),
    onResponse,
  };
}

/**
 * The environment of an app process under load: a PDF queue deep enough for 50 waiting connections (the bench measures
 * throughput, not refusals) and the per-client rate limits lifted (every request comes from 127.0.0.1 with a few tokens).
 */
export function benchAppEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PDF_QUEUE: "200",
    REGISTRATION_RATE_LIMIT_PER_HOUR: "100000",
    API_RATE_LIMIT_PER_MINUTE: "1000000",
    API_RATE_LIMIT_PER_IP_PER_MINUTE: "1000000",
  };
}
