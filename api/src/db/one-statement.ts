// Several writes of one transaction sent as one statement (one round trip): all but the last become
// data-modifying CTEs of the last. They run on one snapshot, so none may read what another writes
// (an insert cannot see a row a CTE inserted, nor a delete and an insert of the same key share one);
// foreign keys and unique constraints are checked at the statement's end, and a failure of any
// part fails the whole.
import { Prisma } from "../generated/prisma/client.ts";

export function oneStatement(statements: readonly Prisma.Sql[]): Prisma.Sql {
  const last = statements.at(-1);
  if (!last) throw new Error("oneStatement: no statement");
  if (statements.length === 1) return last;
  const ctes = statements.slice(0, -1).map((sql, i) => Prisma.sql`${Prisma.raw(`"w${i}"`)} AS (${sql})`);
  return Prisma.sql`WITH ${Prisma.join(ctes, ", ")} ${last}`;
}
