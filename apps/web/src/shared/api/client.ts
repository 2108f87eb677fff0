import type { ErrorCode } from "@haa/domain";
import { currentLanguage } from "../i18n/current-language.ts";
import { endExpiredSession, readSession } from "../session/session-store.ts";
import { readApiKey } from "./api-key.ts";

export const API_BASE = "/api";

/** The server's answer wrapper (architecture: API contract). */
export interface Envelope<T> {
  Status: boolean;
  Message: string;
  Data: T;
  Code?: ErrorCode | (string & {});
  Errors?: Record<string, string>;
  ExceptionMessage?: string;
  /** The whole answer as sent, for the few calls that put fields beside Data (price by location). */
  Raw?: Record<string, unknown>;
}

/** A failed call: HTTP status (0 when the network failed), the server's Message, Code and field Errors. */
export class ApiError extends Error {
  readonly status: number;
  /** Any string a newer server may send; match it with `hasCode`, which takes only the codes the API documents. */
  readonly code: ErrorCode | (string & {}) | undefined;
  readonly errors: Record<string, string>;
  readonly exceptionMessage: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: ErrorCode | (string & {}); errors?: Record<string, string>; exceptionMessage?: string } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = options.code;
    this.errors = options.errors ?? {};
    this.exceptionMessage = options.exceptionMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Whether `error` is the API refusing with one of `codes`; a misspelt code is a type error, unlike `===`. */
export function hasCode(error: unknown, ...codes: readonly ErrorCode[]): boolean {
  return error instanceof ApiError && codes.some((code) => code === error.code);
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Extra request headers, e.g. `Idempotency-Key` on calls that charge money. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Paths whose 401 does not mean "the server ended your session": wrong credentials at login, and the logout
 * call itself (its caller clears the session anyway, without telling the reader it expired).
 */
const NO_LOGOUT_ON_401 = new Set(["account/login", "account/logout", "account/logoutallsessions"]);

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

/** How a call reaches the API: the browser's fetch, or on the server the API app itself (app/entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends every later call through `next`. The server render answers a page's reads in-process, as a visitor,
 * without a network round trip to itself; nothing in the browser calls this.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === "string") out[key] = item;
  return out;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function baseHeaders(token: string | null, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    Accept: "application/json",
    "X-Api-Key": readApiKey(),
    "Accept-Language": currentLanguage(),
  });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/** A request that never got an answer: status 0, unless the caller aborted it (then fetch's own AbortError). */
function sendFailure(error: unknown): unknown {
  if (error instanceof DOMException && error.name === "AbortError") return error;
  return new ApiError(0, error instanceof Error ? error.message : "Network error");
}

/** What every call answers: the envelope, or the refusal as `ApiError` (a 401 on the stored token ends the session). */
function settle<T>(
  answer: { status: number; statusText: string; body: unknown },
  token: string | null,
  path: string,
): Envelope<T> {
  const envelope = isRecord(answer.body) ? answer.body : {};
  const message = typeof envelope.Message === "string" ? envelope.Message : answer.statusText;
  const code = typeof envelope.Code === "string" ? envelope.Code : undefined;
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && envelope.Status !== false) {
    return { Status: true, Message: message, Data: envelope.Data as T, Code: code, Raw: envelope };
  }
  const error = new ApiError(answer.status, message, {
    code,
    errors: stringRecord(envelope.Errors),
    exceptionMessage: typeof envelope.ExceptionMessage === "string" ? envelope.ExceptionMessage : undefined,
  });
  const normalisedPath = path.replace(/^\/+/, "").split("?")[0]?.toLowerCase() ?? "";
  if (error.status === 401 && token && !NO_LOGOUT_ON_401.has(normalisedPath)) {
    endExpiredSession(token, hasCode(error, "ACCOUNT_LOCKED_OR_DELETED") ? "lockedOrDeleted" : "expired");
  }
  throw error;
}

/**
 * Calls the API and returns the whole envelope. Every request carries `X-Api-Key` and `Accept-Language`,
 * plus the bearer token when someone is logged in. Non-2xx answers and `Status: false` throw `ApiError`;
 * a 401 on a call that carried a token ends the session.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { token } = readSession();
  const headers = baseHeaders(token, options.headers);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    throw sendFailure(error);
  }
  const answer = { status: response.status, statusText: response.statusText, body: parseBody(await response.text()) };
  return settle<T>(answer, token, path);
}

/** Convenience for calls whose only interesting part is `Data`. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).Data;
}

export interface UploadOptions {
  query?: Record<string, QueryValue>;
  /** The share of the body sent, 0–100, whenever the browser knows the total; 100 once the server accepted it. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs `form` (multipart) like `apiRequest` — same headers, same envelope, same `ApiError`s, same end of an
 * expired session — and reports how much of it was sent. fetch cannot observe a request body being sent, so
 * this one call uses XMLHttpRequest; an abort rejects with the `AbortError` fetch would throw.
 */
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<Envelope<T>> {
  const { token } = readSession();
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException("The upload was aborted.", "AbortError");
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.open("POST", buildUrl(path, options.query));
    for (const [name, value] of baseHeaders(token)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, "Network error"));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.onload = () => {
      done();
      try {
        const envelope = settle<T>(
          { status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr.responseText) },
          token,
          path,
        );
        onProgress?.(100);
        resolve(envelope);
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener("abort", onAbort);
    xhr.send(form);
  });
}

/**
 * Downloads a file the API serves behind the key and the bearer token (e.g. an invoice PDF at the
 * `PdfUrl` the API gives, which starts with `/api/`). Failures throw `ApiError` like `apiRequest`.
 */
export async function apiBlob(url: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const { token } = readSession();
  const headers = baseHeaders(token);
  headers.set("Accept", "application/pdf, application/json");
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length + 1) : url;
  let response: Response;
  try {
    response = await fetch(url.startsWith("/") ? url : buildUrl(url), { headers, signal: options.signal });
  } catch (error) {
    throw sendFailure(error);
  }
  if (!response.ok) {
    // A refusal is an error envelope, never a file: settle throws its ApiError.
    const body = parseBody(await response.text());
    settle({ status: response.status, statusText: response.statusText, body }, token, path);
  }
  return response.blob();
}
