// The load-time import graph of the project's own TypeScript modules, for the tests that keep it free
// of cycles (web/src/importCycles.test.ts, api/src/import-cycles.unit.test.ts). In a cycle, one of its
// modules runs before the other has finished, so a value read at load time (a class extended, a
// schema composed, a constant spread) is still undefined: a failure that depends on which file happens
// to be imported first.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const repositoryRoot = resolve(import.meta.dirname, "..");
const moduleExtensions = [".ts", ".tsx"];

/**
 * The specifiers a module loads when it runs: imports and re-exports, except those that name types
 * only (`import type`, `export type`, `import { type A, type B }`), which the compiler erases. Only
 * the top-level statements are read, so a dynamic `import()` (React.lazy, on-demand pages) is not
 * counted: it loads its module after both modules have finished loading, which cannot form a
 * load-time cycle.
 */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const exported = statement.exportClause;
      const typesOnly =
        statement.isTypeOnly ||
        (exported !== undefined && ts.isNamedExports(exported) && exported.elements.length > 0 && exported.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * The module file a relative specifier names: as written (the code writes `.ts`/`.tsx`), else with
 * either extension added, else a folder's index (`../gql`). Undefined for a package or a file that is
 * not TypeScript (JSON, CSS, and `.mjs`: build scripts a test imports; the render worker's entry is
 * started by path, not imported), none of which imports the project's modules back at load time.
 */
function resolveSpecifier(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  const target = resolve(dirname(importer), specifier);
  const candidates = [
    target,
    ...moduleExtensions.map((extension) => target + extension),
    ...moduleExtensions.map((extension) => join(target, `index${extension}`)),
  ];
  const found = candidates.find((candidate) => isModule(candidate) && existsSync(candidate) && statSync(candidate).isFile());
  if (found) return found;
  // A TypeScript path that names no file would leave its edges out of the graph unnoticed.
  if (isModule(target) || !/\.[a-z]+$/i.test(specifier)) throw new Error(`${relative(repositoryRoot, importer)}: cannot resolve "${specifier}"`);
  return undefined;
}

function isModule(path: string): boolean {
  return moduleExtensions.some((extension) => path.endsWith(extension)) && !path.endsWith(".d.ts");
}

function* moduleFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* moduleFiles(path);
    } else if (isModule(path)) yield path;
  }
}

/**
 * Every import cycle among the modules under `directory` (and the modules they import from outside
 * it, such as validation/), each written `a.ts → b.ts → a.ts` with paths from the repository root.
 * One cycle is reported per import that closes one, so every tangle shows at least once; an empty
 * list means none.
 */
export function findImportCycles(directory: string): string[] {
  const imports = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let targets = imports.get(file);
    if (targets === undefined) {
      targets = runtimeImports(file, readFileSync(file, "utf8"))
        .map((specifier) => resolveSpecifier(file, specifier))
        .filter((target): target is string => target !== undefined)
        .sort();
      imports.set(file, targets);
    }
    return targets;
  };

  // Depth-first: an import of a module still on the path (`visiting`) closes a cycle.
  const cycles: string[] = [];
  const path: string[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string): void => {
    path.push(file);
    visiting.add(file);
    for (const target of importsOf(file)) {
      if (visiting.has(target)) {
        const cycle = [...path.slice(path.indexOf(target)), target];
        cycles.push(cycle.map((member) => relative(repositoryRoot, member)).join(" → "));
      } else if (!done.has(target)) visit(target);
    }
    visiting.delete(file);
    done.add(file);
    path.pop();
  };
  for (const file of [...moduleFiles(resolve(directory))].sort()) if (!done.has(file)) visit(file);
  return cycles;
}
