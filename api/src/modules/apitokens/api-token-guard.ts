// What a personal API token (zk_) may do. A READ token runs queries only (a mutation is FORBIDDEN);
// no token reaches sign-in, passwords, payments or the token management itself (those need a
// session of the app: SESSION_ONLY_FIELDS and SESSION_ONLY_ROUTES). Staff accounts cannot hold a
// token at all (ApiTokensService), so no staff operation is reachable with one.
import { Kind, OperationTypeNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { ForbiddenError } from "../../errors.ts";
import type { Context } from "../../graphql/context.ts";
import { maskError } from "../../graphql/errors.ts";
import type { Viewer } from "../auth/viewer.ts";

/** Root fields of Query and Mutation that answer FORBIDDEN to a request made with an API token. */
const SESSION_ONLY_FIELDS = new Set([
  "login",
  "register",
  "logout",
  "forgotPassword",
  "resetPassword",
  "changePassword",
  "studentLogin",
  "studentRegister",
  "studentLogout",
  "studentForgotPassword",
  "studentResetPassword",
  "createApiToken",
  "revokeApiToken",
  "apiTokens",
  "webhookEndpoints",
  "webhookDeliveries",
  "createWebhookEndpoint",
  "updateWebhookEndpoint",
  "deleteWebhookEndpoint",
  "redeliverWebhook",
  "sendTestWebhook",
  "createOrder",
  "completeTestPayment",
  "redeemDiscountCode",
]);

/** REST routes (method and path prefix) that answer 403 to a request made with an API token. */
/** `method` is an HTTP method or "*" for any. */
const SESSION_ONLY_ROUTES: { method: string; prefix: string }[] = [
  { method: "*", prefix: "/api/auth/" },
  { method: "*", prefix: "/api/student/" },
  { method: "*", prefix: "/api/captain-profile/change-password" },
  { method: "*", prefix: "/api/payments/" },
  { method: "POST", prefix: "/api/subscriptions" },
  { method: "*", prefix: "/api/discount-codes/" },
];

const READ_METHODS = new Set(["GET", "HEAD"]);

/** The REST shim's rule: null when allowed, else the error to answer with. */
export function restTokenRefusal(viewer: Viewer, method: string, pathname: string): ForbiddenError | null {
  if (viewer.kind !== "user" || !viewer.apiToken) return null;
  const m = method.toUpperCase();
  if (SESSION_ONLY_ROUTES.some((r) => (r.method === "*" || r.method === m) && (pathname === r.prefix || pathname.startsWith(r.prefix))))
    return new ForbiddenError("apiTokens.sessionOnly");
  if (viewer.apiToken.scope === "READ" && !READ_METHODS.has(m)) return new ForbiddenError("apiTokens.readOnly");
  return null;
}

/** The names of the operation's root fields, through fragments and inline fragments. */
function rootFieldNames(operation: OperationDefinitionNode, document: DocumentNode): Set<string> {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) names.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}

function findOperation(document: DocumentNode, name: string | null | undefined): OperationDefinitionNode | undefined {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return name ? ops.find((o) => o.name?.value === name) : ops.length === 1 ? ops[0] : undefined;
}

/** The GraphQL rule, as a yoga plugin run before execution. */
export function apiTokenGuardPlugin(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const viewer = (args.contextValue as Context).viewer;
      if (viewer.kind !== "user" || !viewer.apiToken) return;
      const document = args.document as DocumentNode;
      const operation = findOperation(document, args.operationName as string | null | undefined);
      if (!operation) return;
      let refusal: ForbiddenError | null = null;
      if ([...rootFieldNames(operation, document)].some((n) => SESSION_ONLY_FIELDS.has(n))) refusal = new ForbiddenError("apiTokens.sessionOnly");
      else if (operation.operation !== OperationTypeNode.QUERY && viewer.apiToken.scope === "READ") refusal = new ForbiddenError("apiTokens.readOnly");
      if (refusal) setResultAndStopExecution({ data: null, errors: [maskError(refusal) as never] });
    },
  };
}
