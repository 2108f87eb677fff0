import type { Plugin } from "vite";

/** An area's contract module in the domain package (`packages/domain/src/<area>/contract.ts`). */
const CONTRACT_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/][\w-]+[\\/]contract\.ts$/;
/** The parts of a call the browser reads at run time (`callApi`, `callUrl`): the rest is for the server. */
const ADDRESS = new Set(["method", "path"]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

/**
 * The web needs a contract call's address (method and path), never its schemas: the server validates what comes
 * in and serializes what goes out, and the types come from the declaration at compile time (ADR 0080). A chunk
 * holds a whole module, so a screen using one call of an area would carry every schema of the area's calls, and
 * the start-up (which reads a few membership, notification, account and cart calls) would carry zod. This plugin
 * rewrites each `defineCall({ method, path, …schemas })` in the contract modules to `defineCall({ method, path })`
 * for the browser build; the schema imports are then unused and fall away.
 */
export function contractAddresses(): Plugin {
  return {
    name: "haa-contract-addresses",
    // The development server and the tests keep the declarations whole: only the shipped bundle is trimmed.
    apply: "build",
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id.split("?")[0] ?? "")) return null;
      const program = this.parse(code) as unknown as Node;
      const cuts: { start: number; end: number; text: string }[] = [];
      walk(program, (node) => {
        if (node.type !== "CallExpression") return;
        const callee = node.callee as Node;
        if (callee.type !== "Identifier" || callee.name !== "defineCall") return;
        const [spec] = node.arguments as Node[];
        if (spec?.type !== "ObjectExpression") throw new Error(`${id}: defineCall takes an object literal`);
        const kept = (spec.properties as Node[]).filter((property) => {
          const key = property.key as Node | undefined;
          return property.type === "Property" && key?.type === "Identifier" && ADDRESS.has(key.name as string);
        });
        if (kept.length !== ADDRESS.size) throw new Error(`${id}: a call declares its method and path as literals`);
        cuts.push({
          start: spec.start,
          end: spec.end,
          text: `{ ${kept.map((property) => code.slice(property.start, property.end)).join(", ")} }`,
        });
      });
      let out = code;
      for (const cut of cuts.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
      }
      return { code: out, map: null };
    },
  };
}
