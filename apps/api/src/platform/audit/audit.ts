import { AsyncLocalStorage } from "node:async_hooks";

/** What an audited call acted on: `{ kind: "user", id: 42 }`. */
export interface AuditTarget {
  kind: string;
  id: string | number;
}

/**
 * What the one audit hook collects while an administrator's call runs (ADR 0088): the target and the "before" the
 * use case reports, and the fields of a multipart form (`readForm`), which the hook cannot read from `request.body`.
 */
export interface AuditContext {
  /**
   * Set once access control has run: the caller is not an administrator acting on someone else's data, so no
   * row will be written and a use case need not read a "before" (a member's own write).
   */
  ignored?: boolean;
  target?: AuditTarget;
  before?: unknown;
  form?: Record<string, unknown>;
}

const contexts = new AsyncLocalStorage<AuditContext>();

/** Runs the rest of an audited request with its context (entered by the audit hook's `onRequest`). */
export function runAudited(context: AuditContext, fn: () => void): void {
  contexts.run(context, fn);
}

/**
 * The port services receive as `deps.audit`: a use case an administrator runs says what it changed and what that
 * was before. Outside an audited request (a member's call, a job) every method does nothing and costs nothing, so
 * a service shared by members and administrators calls it unconditionally; `recording()` tells a use case whether
 * a read made only for the log is worth making.
 */
export interface AuditTrail {
  recording(): boolean;
  /** The target and its state before the change (a presenter-like plain object: no secrets, no hashes). */
  before(target: AuditTarget, value: unknown): void;
  /** The target alone, where the route's input does not name it (a new coupon's id). */
  target(target: AuditTarget): void;
  /** Fields of a multipart form the request carried (files are named, not stored). */
  form(fields: Record<string, unknown>): void;
}

/**
 * The names of the fields an edit changes: the "before" of an administrator's edit of a member's profile or address,
 * whose values the append-only log must not keep (an erasure, ADR 0089, removes them; ADR 0088). Compares the
 * presented state with the input where both name a field; an empty value and a missing one are the same.
 */
export function changedFields(presented: object, input: object): string[] {
  const current = presented as Record<string, unknown>;
  const sent = input as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");
  return Object.keys(sent).filter((name) => name in current && !same(current[name], sent[name]));
}

/** The context of the audited request running now, unless it is known not to be an administrator's action. */
const recorded = (): AuditContext | undefined => {
  const context = contexts.getStore();
  return context?.ignored ? undefined : context;
};

export const auditTrail: AuditTrail = {
  recording: () => recorded() !== undefined,
  before(target, value) {
    const context = recorded();
    if (!context) return;
    context.target = target;
    // The first report wins: a use case that reads the row again inside its transaction keeps the earlier state.
    if (context.before === undefined) context.before = value;
  },
  target(target) {
    const context = recorded();
    if (context) context.target = target;
  },
  form(fields) {
    const context = contexts.getStore();
    if (context) context.form = { ...context.form, ...fields };
  },
};
