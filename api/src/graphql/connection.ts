// The GraphQL side of cursor pagination (cursor.ts): the `first`/`after` arguments and a list type
// `{ nodes, endCursor, hasNextPage, totalCount }`, used by every paginated list of the schema.
import type { ObjectRef } from "@pothos/core";
import { builder } from "./builder.ts";
import { DEFAULT_PAGE, MAX_PAGE, type Connection } from "./cursor.ts";

type Types = typeof builder.$inferSchemaTypes;
type QueryFieldBuilder = Parameters<Parameters<typeof builder.queryFields>[0]>[0];

export const cursorArgs = (t: QueryFieldBuilder) => ({
  first: t.arg.int({ description: `Page size, 1–${MAX_PAGE} (default ${DEFAULT_PAGE}); outside that range is BAD_USER_INPUT.` }),
  after: t.arg.string({ description: "The `endCursor` of the previous page; omit for the first page. An invalid cursor is BAD_USER_INPUT." }),
});

export function connectionType<T>(name: string, node: ObjectRef<Types, T>, what: string) {
  return builder.objectRef<Connection<T>>(name).implement({
    description: `A page of ${what}.`,
    fields: (t) => ({
      nodes: t.field({ type: [node], description: `The ${what} on this page.`, resolve: (p) => p.nodes }),
      endCursor: t.exposeString("endCursor", { nullable: true, description: "Pass as `after` for the next page; null on an empty page." }),
      hasNextPage: t.exposeBoolean("hasNextPage", { description: "True when there is a next page." }),
      totalCount: t.exposeInt("totalCount", { description: `All the ${what} that match, on every page.` }),
    }),
  });
}
