/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { ELIGIBILITY_CODES } from "../enrollment/rules.ts";
import { ERROR_CODES, isErrorCode } from "./error-codes.ts";

// The web types its error matching with ErrorCode, so the list must be exactly what the API throws: a code
// missing here makes a real refusal untypeable, a code the API dropped leaves the web matching a dead branch.
// The API's source is read as text (the domain package imports nothing from the apps).

const CODE = /^[A-Z][A-Z0-9_]*$/;
const CODE_LITERAL = /"([A-Z][A-Z0-9_]*)"/g;
/** The error helpers of `apps/api/src/http/errors.ts` and where each takes its code. */
const CALL = /\b(badRequest|forbidden|notFound|conflict|unauthorized|messageError|new AppError)\(/g;
const CODE_ARGUMENT: Record<string, number> = { messageError: 1, "new AppError": 1 };

const snake = (code: string) => code.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** The string values of `const name … = { … }` in `source` (one level of nested objects). */
function objectCodes(source: string | undefined, name: string): string[] {
  const body = new RegExp(`\\b${name}\\b[^=\\n]*=\\s*\\{((?:[^{}]|\\{[^{}]*\\})*)\\}`).exec(source ?? "")?.[1] ?? "";
  return [...body.matchAll(CODE_LITERAL)].map((m) => m[1] ?? "");
}

/**
 * Codes the API computes instead of writing them out, by file and argument. A new computed code fails the
 * "understands every code argument" test until it is taught here.
 */
const COMPUTED: Record<string, (sources: Record<string, string>) => string[]> = {
  // The helpers pass their caller's code on; the callers are read.
  "apps/api/src/http/errors.ts: code": () => [],
  "apps/api/src/http/errors.ts: code: string": () => [],
  // A coupon's refusal thrown again as a field error keeps its code.
  "apps/api/src/modules/membership/checkout.service.ts: error.code": () => [],
  "apps/api/src/modules/coupons/coupons.service.ts: code": (s) =>
    objectCodes(s["apps/api/src/modules/coupons/coupons.service.ts"], "REJECTION"),
  "apps/api/src/modules/billing/card-checkout.ts: DECLINE_ERROR_CODES[decline]": (s) =>
    objectCodes(s["apps/api/src/modules/billing/gateway.ts"], "DECLINE_ERROR_CODES"),
  "apps/api/src/modules/enrollment/enrollment.service.ts: `ENROLLMENT_${snake(code)}`": () =>
    ELIGIBILITY_CODES.map((code) => `ENROLLMENT_${snake(code)}`),
};

/** The first arguments of the call whose "(" ends at `start`, as written (quotes, brackets and templates kept). */
function callArguments(source: string, start: number, count: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = "";
  for (let i = start; i < source.length; i++) {
    const c = source[i] ?? "";
    current += c;
    if (quote) {
      if (c === "\\") current += source[++i] ?? "";
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && depth-- === 0) {
      out.push(current.slice(0, -1).trim());
      return out;
    } else if (c === "," && depth === 0) {
      out.push(current.slice(0, -1).trim());
      current = "";
      if (out.length === count) return out;
    }
  }
  return out;
}

/** Every code `sources` (API files by path from the repository root) can answer, and the arguments not understood. */
export function apiErrorCodes(sources: Record<string, string>): { codes: Set<string>; unknown: string[] } {
  const codes = new Set<string>();
  const unknown: string[] = [];
  const errorsSource = sources["apps/api/src/http/errors.ts"] ?? "";
  const defaults = new Map(
    [...errorsSource.matchAll(/export const (\w+) = \(code = "([A-Z][A-Z0-9_]*)"/g)].map((m) => [m[1], m[2]]),
  );
  for (const [file, source] of Object.entries(sources)) {
    for (const m of source.matchAll(CALL)) {
      const helper = m[1] ?? "";
      const index = CODE_ARGUMENT[helper] ?? 0;
      const argument = callArguments(source, (m.index ?? 0) + m[0].length, index + 1)[index] ?? "";
      const literal = /^"(.*)"$/.exec(argument)?.[1];
      const constant = /^[A-Z_]+$/.test(argument)
        ? new RegExp(`const ${argument} = "([A-Z][A-Z0-9_]*)"`).exec(source)?.[1]
        : undefined;
      const computed = COMPUTED[`${file}: ${argument}`];
      if (literal !== undefined && CODE.test(literal)) codes.add(literal);
      else if (constant) codes.add(constant);
      else if (argument === "" && defaults.has(helper)) codes.add(defaults.get(helper) ?? "");
      else if (computed) for (const code of computed(sources)) codes.add(code);
      else unknown.push(`${file}: ${helper}(… ${argument || "(no code)"} …)`);
    }
    // Envelopes written without an AppError (the not-found handler, the readiness probe's 503).
    for (const m of source.matchAll(/\bCode: "([A-Z][A-Z0-9_]*)"/g)) codes.add(m[1] ?? "");
  }
  return { codes, unknown };
}

const raw = import.meta.glob<string>(["../../../../apps/api/src/**/*.ts", "!../../../../apps/api/src/**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const API_SOURCES = Object.fromEntries(
  Object.entries(raw).map(([path, source]) => [path.replace(/^(\.\.\/)+/, ""), source]),
);

describe("the API's error codes", () => {
  it.each([
    ['throw badRequest("CART_EMPTY", "k");', ["CART_EMPTY"]],
    ['throw new AppError(\n  cond === "x" ? 502 : 409,\n  "PAYPAL_NOT_CAPTURED",\n  "k",\n);', ["PAYPAL_NOT_CAPTURED"]],
    ['const LOCKED = "ACCOUNT_LOCKED";\nthrow unauthorized(LOCKED, "k");', ["ACCOUNT_LOCKED"]],
    ["throw forbidden();", ["FORBIDDEN"]],
    ['reply.send({ Status: false, Code: "NOT_FOUND" });', ["NOT_FOUND"]],
  ] as const)("reads %j", (source, expected) => {
    const errors = 'export const forbidden = (code = "FORBIDDEN", key = "errors.forbidden") => 0;';
    const { codes, unknown } = apiErrorCodes({ "apps/api/src/x.ts": source, "apps/api/src/http/errors.ts": errors });
    expect([...codes]).toEqual(expected);
    expect(unknown).toEqual([]);
  });

  it("reports a computed code it was not taught", () => {
    expect(apiErrorCodes({ "apps/api/src/x.ts": "throw conflict(codeOf(x), key);" }).unknown).toEqual([
      "apps/api/src/x.ts: conflict(… codeOf(x) …)",
    ]);
  });

  const { codes, unknown } = apiErrorCodes(API_SOURCES);

  it("understands every code argument of the API", () => {
    expect(Object.keys(API_SOURCES).length).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  it("lists every code the API answers with", () => {
    expect([...codes].filter((code) => !isErrorCode(code)).sort()).toEqual([]);
  });

  it("lists no code the API never answers with, and each once", () => {
    expect(ERROR_CODES.filter((code) => !codes.has(code))).toEqual([]);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
