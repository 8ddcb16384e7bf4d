// The limits leave room for every operation the web client sends (web/src/gql, generated from its
// sources) and for GraphiQL's introspection: a new screen whose query would be refused fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, getIntrospectionQuery, parse, print, validate, type DocumentNode, type GraphQLError } from "graphql";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import { describe, expect, it } from "vitest";
import * as operations from "../../../web/src/gql/graphql.ts";
import { ROOT } from "../db/migrations.ts";
import { GRAPHQL_LIMITS as L } from "./limits.ts";

const schema = buildSchema(readFileSync(join(ROOT, "schema.graphql"), "utf8"));
const documents = Object.entries(operations).filter(([name]) => name.endsWith("Document")) as [string, DocumentNode][];
const introspection = parse(
  getIntrospectionQuery({
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
    oneOf: true,
  }),
);

function refusals(doc: DocumentNode): string[] {
  const found: string[] = [];
  const opts = { propagateOnRejection: false, onReject: [(_ctx: unknown, e: GraphQLError) => found.push(e.message)] };
  validate(schema, doc, [
    maxDepthRule({ n: L.maxDepth, flattenFragments: true, ...opts }),
    maxAliasesRule({ n: L.maxAliases, ...opts }),
    maxDirectivesRule({ n: L.maxDirectives, ...opts }),
    costLimitRule({ maxCost: L.maxCost, ...opts }),
  ] as never);
  try {
    new MaxTokensParserWLexer(print(doc), { n: L.maxTokens }).parseDocument();
  } catch (e) {
    found.push((e as Error).message);
  }
  return found;
}

describe("GraphQL limits", () => {
  it("finds the web client's operations", () => {
    expect(documents.length).toBeGreaterThan(20);
  });

  it.each(documents)("let %s through", (_name, doc) => {
    expect(refusals(doc)).toEqual([]);
  });

  it("let GraphiQL's introspection through", () => {
    expect(refusals(introspection)).toEqual([]);
  });

  it("refuse what is over them", () => {
    const aliases = parse(`{ ${Array.from({ length: L.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ")} }`);
    expect(refusals(aliases)).toEqual([`Syntax Error: Aliases limit of ${L.maxAliases} exceeded, found ${L.maxAliases + 1}.`]);
  });
});
