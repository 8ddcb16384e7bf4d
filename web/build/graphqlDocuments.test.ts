import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { documentExport, documentModule, generatedDocuments, rewriteGraphqlCalls } from "./graphqlDocuments.ts";

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
    const out = rewriteGraphqlCalls(module, exported)!;
    expect(out).toContain('import __gql_LoginDocument from "virtual:zeglog-gql/LoginDocument";\nimport __gql_MeDocument from "virtual:zeglog-gql/MeDocument";');
    expect(out).toContain("export const loginMutation = __gql_LoginDocument;");
    expect(out).toContain("export const meQuery = __gql_MeDocument;");
    expect(out).not.toContain("graphql(");
    expect(out).not.toContain('from "../../../gql"');
  });

  it("leaves modules without calls alone and fails loudly on a stale generation", () => {
    expect(rewriteGraphqlCalls("export const x = 1;", exported)).toBeNull();
    expect(() => rewriteGraphqlCalls("graphql(`query Gone { me { id } }`)", exported)).toThrow(/GoneDocument.*npm run codegen/);
  });

  it("cuts each document out of the generated module as its JSON, every one of the real generation", () => {
    const real = readFileSync(fileURLToPath(new URL("../src/gql/graphql.ts", import.meta.url)), "utf8");
    const documents = generatedDocuments(real);
    const declared = [...real.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = /gm)].map((m) => m[1]);
    expect([...documents.keys()]).toEqual(declared);
    const login = JSON.parse(documents.get("LoginDocument") ?? "null") as { kind: string; definitions: { name: { value: string } }[] };
    expect(login.kind).toBe("Document");
    expect(login.definitions[0]?.name.value).toBe("Login");
  });

  it("gives an operation's module its printed text (what graphqlRequest sends), a fragment's none", () => {
    const real = generatedDocuments(readFileSync(fileURLToPath(new URL("../src/gql/graphql.ts", import.meta.url)), "utf8"));
    const module = documentModule("MeDocument", real.get("MeDocument")!);
    const document = JSON.parse(module.replace(/^export default /, "").replace(/;$/, "")) as { kind: string; __meta__: { text: string } };
    expect(document.kind).toBe("Document");
    // the operation, then the fragments it spreads: the whole text a server needs
    expect(document.__meta__.text).toBe(
      "query Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nfragment SessionUserFields on User {\n  id\n  name\n  email\n  phone\n  role\n}",
    );
    const fragment = [...real.keys()].find((name) => name.endsWith("FragmentDoc"))!;
    expect(documentModule(fragment, real.get(fragment)!)).toBe(`export default ${real.get(fragment)!};`);
  });
});
