/**
 * Every regular expression in context-kit's sources, found by parsing them (TypeScript AST), so
 * the ReDoS screen covers a pattern the day it is added, without anyone listing it. Regex
 * literals are taken as they are; `new RegExp(…)` is evaluated when its arguments are built from
 * string constants of the same module or imported by name from another (String.raw templates,
 * `const X = "…"`, `[…].join("|")`).
 * What cannot be evaluated statically is returned as `dynamic` with its location: those patterns
 * are exercised through their module's entry point instead.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface FoundRegex {
  file: string;
  line: number;
  source: string;
  flags: string;
  /** The variable or property it is assigned to, when there is one (for messages). */
  name?: string;
}

export interface Inventory {
  regexes: FoundRegex[];
  dynamic: Array<{ file: string; line: number; text: string }>;
}

function listTs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listTs(full));
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) out.push(full);
  }
  return out.sort();
}

const NOT_STATIC = Symbol("not static");
type Value = string | string[] | typeof NOT_STATIC;

function nameOf(node: ts.Node): string | undefined {
  let p: ts.Node | undefined = node.parent;
  for (let i = 0; p && i < 4; i++, p = p.parent) {
    if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
    if (ts.isPropertyAssignment(p)) return p.name.getText();
  }
  return undefined;
}

/** An evaluator of constant string expressions; `lookup` resolves a name in the module's scope. */
function evaluatorFor(lookup: (name: string) => Value): (e: ts.Expression) => Value {
  const evaluate = (e: ts.Expression, depth = 0): Value => {
    if (depth > 20) return NOT_STATIC;
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) return evaluate(e.expression, depth + 1);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    if (ts.isTaggedTemplateExpression(e) && e.tag.getText() === "String.raw") {
      const t = e.template;
      if (ts.isNoSubstitutionTemplateLiteral(t)) return rawOf(t);
      let out = rawOf(t.head);
      for (const span of t.templateSpans) {
        const v = evaluate(span.expression, depth + 1);
        if (typeof v !== "string") return NOT_STATIC;
        out += v + rawOf(span.literal);
      }
      return out;
    }
    if (ts.isTemplateExpression(e)) {
      let out = e.head.text;
      for (const span of e.templateSpans) {
        const v = evaluate(span.expression, depth + 1);
        if (typeof v !== "string") return NOT_STATIC;
        out += v + span.literal.text;
      }
      return out;
    }
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const a = evaluate(e.left, depth + 1);
      const b = evaluate(e.right, depth + 1);
      return typeof a === "string" && typeof b === "string" ? a + b : NOT_STATIC;
    }
    if (ts.isIdentifier(e)) return lookup(e.text);
    if (ts.isArrayLiteralExpression(e)) {
      const parts = e.elements.map((x) => evaluate(x, depth + 1));
      return parts.every((x) => typeof x === "string") ? (parts as string[]) : NOT_STATIC;
    }
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === "join") {
      const arr = evaluate(e.expression.expression, depth + 1);
      const sep = e.arguments[0] ? evaluate(e.arguments[0], depth + 1) : ",";
      return Array.isArray(arr) && typeof sep === "string" ? arr.join(sep) : NOT_STATIC;
    }
    if (ts.isRegularExpressionLiteral(e)) {
      const m = /^\/(.*)\/([a-z]*)$/s.exec(e.text);
      return m ? (m[1] as string) : NOT_STATIC;
    }
    if (ts.isPropertyAccessExpression(e) && e.name.text === "source" ) return evaluate(e.expression, depth + 1);
    return NOT_STATIC;
  };
  return evaluate;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/**
 * The constants a module can name: its own top-level `const`s and what it imports by name from
 * another module of the repository (`import { HAN } from "../text/cjk.js"`), each evaluated in
 * the module that defines it, so a pattern built from a shared character class stays static.
 */
function scopeOf(file: string, scopes: Map<string, Map<string, () => Value>>): Map<string, () => Value> {
  const known = scopes.get(file);
  if (known) return known;
  const scope = new Map<string, () => Value>();
  scopes.set(file, scope);
  if (!fs.existsSync(file)) return scope;
  const sf = parse(file);
  const evaluate = evaluatorFor((name) => scope.get(name)?.() ?? NOT_STATIC);
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (!ts.isIdentifier(d.name) || !init) continue;
        let value: Value | undefined;
        // NOT_STATIC while it is being evaluated: a constant defined through itself is not static.
        scope.set(d.name.text, () => {
          if (value === undefined) {
            value = NOT_STATIC;
            value = evaluate(init);
          }
          return value;
        });
      }
    } else if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.moduleSpecifier.text.startsWith(".")) {
      const bindings = st.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const from = path.resolve(path.dirname(file), st.moduleSpecifier.text.replace(/\.js$/, ".ts"));
      for (const el of bindings.elements) {
        const imported = (el.propertyName ?? el.name).text;
        scope.set(el.name.text, () => scopeOf(from, scopes).get(imported)?.() ?? NOT_STATIC);
      }
    }
  }
  return scope;
}

/** Scans the given source folders (relative to `repo`). */
export function regexInventory(repo: string, folders: string[]): Inventory {
  const inv: Inventory = { regexes: [], dynamic: [] };
  const scopes = new Map<string, Map<string, () => Value>>();
  for (const file of folders.flatMap((f) => listTs(path.join(repo, f)))) {
    const sf = parse(file);
    const rel = path.relative(repo, file);
    const scope = scopeOf(file, scopes);
    const evaluate = evaluatorFor((name) => scope.get(name)?.() ?? NOT_STATIC);
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const m = /^\/(.*)\/([a-z]*)$/s.exec(node.text);
        if (m) {
          const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const name = nameOf(node);
          inv.regexes.push({ file: rel, line, source: m[1] as string, flags: m[2] as string, ...(name ? { name } : {}) });
        }
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === "RegExp") {
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const args = node.arguments ?? ts.factory.createNodeArray();
        const src = args[0] ? evaluate(args[0]) : NOT_STATIC;
        const flags = args[1] ? evaluate(args[1]) : "";
        if (typeof src === "string" && typeof flags === "string") {
          const name = nameOf(node);
          inv.regexes.push({ file: rel, line, source: src, flags, ...(name ? { name } : {}) });
        } else inv.dynamic.push({ file: rel, line, text: node.getText().slice(0, 120) });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return inv;
}

function rawOf(t: ts.TemplateLiteralLikeNode): string {
  return t.rawText ?? t.text;
}
