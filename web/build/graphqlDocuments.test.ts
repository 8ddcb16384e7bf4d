import { describe, expect, it } from "vitest";
import { documentExport, rewriteGraphqlCalls } from "./graphqlDocuments.ts";

const exported = new Set(["LoginDocument", "TripFieldsFragmentDoc", "MeDocument"]);
const module = `import { graphql } from "../../../gql";

export const loginMutation = graphql(\`
  mutation Login($input: LoginInput!) {
    login(input: $input) { token }
  }
\`);
export const meQuery = graphql(\`query Me { me { id } }\`);
`;

describe("graphqlDocuments", () => {
  it("names the generated export of operations and fragments", () => {
    expect(documentExport("\n  mutation Login($input: LoginInput!) { login { token } }")).toBe("LoginDocument");
    expect(documentExport("query Me { me { id } }")).toBe("MeDocument");
    expect(documentExport("fragment TripFields on Trip { id }")).toBe("TripFieldsFragmentDoc");
    expect(() => documentExport("{ me { id } }")).toThrow(/no named operation/);
  });

  it("replaces each call with the generated document and drops the graphql() import", () => {
    const out = rewriteGraphqlCalls(module, "/app/web/src/gql/graphql.ts", exported)!;
    expect(out).toContain('import { LoginDocument as __gql_LoginDocument, MeDocument as __gql_MeDocument } from "/app/web/src/gql/graphql.ts";');
    expect(out).toContain("export const loginMutation = __gql_LoginDocument;");
    expect(out).toContain("export const meQuery = __gql_MeDocument;");
    expect(out).not.toContain("graphql(");
    expect(out).not.toContain('from "../../../gql"');
  });

  it("leaves modules without calls alone and fails loudly on a stale generation", () => {
    expect(rewriteGraphqlCalls("export const x = 1;", "/g.ts", exported)).toBeNull();
    expect(() => rewriteGraphqlCalls("graphql(`query Gone { me { id } }`)", "/g.ts", exported)).toThrow(/GoneDocument.*npm run codegen/);
  });
});
