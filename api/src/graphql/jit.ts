// Repeated GraphQL operations run compiled (graphql-jit) instead of through graphql-js' generic
// executor: the list screen's TripsList of 350 trips is 350 × 13 fields, and graphql-js walks each
// field's resolver, completion and serialisation by a generic loop (issue 18: the list's profile,
// where the executor was the largest share). graphql-jit turns one operation into one JavaScript
// function, once; the same resolvers (Pothos', with their scope checks) are called.
//
// - Compiling costs more than executing an operation once, so an operation is compiled only when its
//   document comes the second time: a stream of one-off queries (a client exploring the schema, or an
//   attacker) is executed as before and never compiled (Mercurius' `jit` option works the same way).
//   yoga's parser cache hands out the same document object for the same text, so the counts are
//   held by the document, weakly (when that bounded cache lets a document go, its counts go too), and
//   the compiled operations of at most MAX_COMPILED_DOCUMENTS documents are kept.
// - graphql-jit words and places the errors of variables that do not fit their types its own way.
//   Such a run has no `data` and has run no resolver, so it is run again by graphql-js, which answers
//   as before. graphql-jit's other errors (a resolver's) carry their place as `locations` alone, with
//   no `nodes` and perhaps no `extensions`: they leave here as graphql-js errors at the same source
//   positions, so maskError (graphql/errors.ts) reads one kind. Every answer is graphql-js' to the
//   letter (jit.int.test.ts compares them).
import { getOperationAST, type DocumentNode, type ExecutionArgs, type ExecutionResult, type Source, type SourceLocation } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Logger } from "../logger.ts";

/** How many times an operation is executed the plain way before it is compiled. */
const RUNS_BEFORE_COMPILING = 1;
/** At most this many documents' compiled operations are kept (the least recently used go first). */
export const MAX_COMPILED_DOCUMENTS = 300;

/** The offset in `body` of a line and column (1-based, as GraphQL's locations count them). */
function offsetOf(body: string, { line, column }: SourceLocation): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let start = 0;
  for (let l = 1; l < line && lineBreak.exec(body); l++) start = lineBreak.lastIndex;
  return start + column - 1;
}

/**
 * A compiled run's answer with graphql-jit's errors made graphql-js errors at the same places (with
 * yoga's createGraphQLError, its copy of graphql-js, as graphql/errors.ts makes its 400s).
 */
function withGraphqlJsErrors(result: ExecutionResult, source: Source | undefined): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((e) =>
    createGraphQLError(e.message, {
      source,
      positions: source && e.locations?.map((at) => offsetOf(source.body, at)),
      path: e.path,
      originalError: e.originalError,
      extensions: e.extensions,
    }),
  );
  return { ...result, errors };
}

export function graphqlJit(logger: Pick<Logger, "debug" | "error">): Plugin {
  /** Plain runs so far of each operation (by document, then operation name). */
  const runs = new WeakMap<DocumentNode, Map<string, number>>();
  /** The compiled operations (null: graphql-jit could not compile it; it runs plainly), most recently used last. */
  const compiled = new Map<DocumentNode, Map<string, CompiledQuery | null>>();

  /** The operation's compiled form, once it has run plainly RUNS_BEFORE_COMPILING times; else null. */
  function compiledFor(args: ExecutionArgs): CompiledQuery | null {
    const { document } = args;
    const name = args.operationName ?? "";
    const ofDocument = compiled.get(document);
    const known = ofDocument?.get(name);
    if (ofDocument && known !== undefined) {
      compiled.delete(document);
      compiled.set(document, ofDocument);
      return known;
    }
    let counts = runs.get(document);
    if (!counts) runs.set(document, (counts = new Map<string, number>()));
    const seen = (counts.get(name) ?? 0) + 1;
    counts.set(name, seen);
    if (seen <= RUNS_BEFORE_COMPILING) return null;
    let query: CompiledQuery | null = null;
    try {
      const result = compileQuery(args.schema, document, args.operationName ?? undefined);
      if (isCompiledQuery(result)) query = result;
      else logger.error({ errors: result.errors }, "graphql-jit could not compile an operation");
    } catch (err) {
      logger.error({ err }, "graphql-jit could not compile an operation");
    }
    if (query) logger.debug({ operationName: getOperationAST(document, args.operationName)?.name?.value }, "GraphQL operation compiled");
    compiled.set(document, (ofDocument ?? new Map<string, CompiledQuery | null>()).set(name, query));
    if (compiled.size > MAX_COMPILED_DOCUMENTS) compiled.delete(compiled.keys().next().value as DocumentNode);
    return query;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const query = compiledFor(args);
      if (!query) return;
      const plain = executeFn as (a: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;
      const plainWhenRefused = (result: ExecutionResult, a: ExecutionArgs) =>
        "data" in result ? withGraphqlJsErrors(result, a.document.loc?.source) : plain(a);
      setExecuteFn((a: ExecutionArgs) => {
        const result = query.query(a.rootValue, a.contextValue, a.variableValues);
        return result instanceof Promise ? result.then((r) => plainWhenRefused(r, a)) : plainWhenRefused(result, a);
      });
    },
  };
}
