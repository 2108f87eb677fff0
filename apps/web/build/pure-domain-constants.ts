import type { Plugin } from "vite";

/** A module of the domain package's rules (its contracts are trimmed by contract-addresses.ts; tests never ship). */
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/].+(?<!\.test)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * The domain package builds its rules as module constants: `z.object(…)` (pure by `manualPureFunctions`), and
 * also schemas derived from others (`fields.extend(…).superRefine(…)`) and lookups (`Object.fromEntries(…)`,
 * `new Set(…)`), which a bundler must assume have side effects. So a screen that imports one constant of a module
 * (a limit, a label list) kept every derived schema of it, and with them zod (22 KB brotli), in its area chunk.
 * The domain's constants are pure by design (its modules compute rules, they register nothing), so for the browser
 * build each top-level `const x = <call or new>` becomes `const x = /* @__PURE__ *\/ (() => <call or new>)()`:
 * kept where used, dropped where not. Its tests and the server run the source unchanged.
 */
export function pureDomainConstants(): Plugin {
  return {
    name: "haa-pure-domain-constants",
    apply: "build",
    transform(code, id) {
      if (!DOMAIN_MODULE.test(id.split("?")[0] ?? "")) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const wraps: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && (init.type === "CallExpression" || init.type === "NewExpression")) {
            wraps.push({ start: init.start, end: init.end });
          }
        }
      }
      if (wraps.length === 0) return null;
      let out = code;
      for (const wrap of wraps.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, wrap.start)}/* @__PURE__ */ (() => ${out.slice(wrap.start, wrap.end)})()${out.slice(wrap.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
