import { type CallData, type CallInput, type CallSpec, callPath, type TakesInput } from "@haa/domain";
import { API_BASE, apiRequest, apiUpload, buildUrl, type Envelope } from "./client.ts";

/** What every call may add: an abort signal, extra headers (`Idempotency-Key`), upload progress for a form. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** A multipart call's share sent, 0–100 (then the upload goes through `apiUpload`). */
  onProgress?: (percent: number) => void;
}

/** A call that takes input requires it; one that takes none accepts only the options. */
export type CallArgs<S extends CallSpec> =
  TakesInput<S> extends true ? [input: CallInput<S, FormData> & CallOptions] : [input?: CallOptions];

interface AnyInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
}

/**
 * Calls the API through a contract call (ADR 0080): the method and path come from the contract, and the input and
 * `Data` are typed by the call's schemas, which the server validates with. Answers and refusals are those of
 * `apiRequest` (the envelope; `ApiError` with the server's Message, Code and Errors).
 */
export function callApi<S extends CallSpec>(call: S, ...[input]: CallArgs<S>): Promise<Envelope<CallData<S>>> {
  const { params, query, body, form, signal, headers, onProgress } = (input ?? {}) as AnyInput;
  const path = callPath(call, params).slice(API_BASE.length + 1);
  if (form && onProgress) return apiUpload<CallData<S>>(path, form, { query, signal, onProgress });
  return apiRequest<CallData<S>>(path, {
    method: call.method,
    query,
    ...(body !== undefined ? { json: body } : {}),
    ...(form ? { form } : {}),
    ...(headers ? { headers } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** `Data` of a contract call, for query functions and mutations that need nothing else of the answer. */
export async function callData<S extends CallSpec>(call: S, ...args: CallArgs<S>): Promise<CallData<S>> {
  return (await callApi(call, ...args)).Data;
}

/**
 * The address of a file call (a PDF, a calendar, a CSV) with its parameters and query, for `apiBlob`: its answer
 * is bytes, not an envelope, so `callApi` cannot read it.
 */
export function callUrl<S extends CallSpec>(call: S, ...[input]: CallArgs<S>): string {
  const { params, query } = (input ?? {}) as AnyInput;
  return buildUrl(callPath(call, params).slice(API_BASE.length + 1), query);
}
