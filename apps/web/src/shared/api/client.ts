import { currentLanguage } from "../i18n/current-language.ts";
import { endExpiredSession, readSession } from "../session/session-store.ts";
import { readApiKey } from "./api-key.ts";

export const API_BASE = "/api";

/** The server's answer wrapper (architecture: API contract). */
export interface Envelope<T> {
  Status: boolean;
  Message: string;
  Data: T;
  Code?: string;
  Errors?: Record<string, string>;
  ExceptionMessage?: string;
  /** The whole answer as sent, for the few calls that put fields beside Data (price by location). */
  Raw?: Record<string, unknown>;
}

/** A failed call: HTTP status (0 when the network failed), the server's Message, Code and field Errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string>;
  readonly exceptionMessage: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; errors?: Record<string, string>; exceptionMessage?: string } = {},
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === "string") out[key] = item;
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API and returns the whole envelope. Every request carries `X-Api-Key` and `Accept-Language`,
 * plus the bearer token when someone is logged in. Non-2xx answers and `Status: false` throw `ApiError`;
 * a 401 on a call that carried a token ends the session.
 */
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

function logoutOn401(status: number, token: string | null, path: string, code?: string): void {
  const normalisedPath = path.replace(/^\/+/, "").split("?")[0]?.toLowerCase() ?? "";
  if (status === 401 && token && !NO_LOGOUT_ON_401.has(normalisedPath)) {
    endExpiredSession(token, code === "ACCOUNT_LOCKED_OR_DELETED" ? "lockedOrDeleted" : "expired");
  }
}

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
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, error instanceof Error ? error.message : "Network error");
  }

  const parsed = await readBody(response);
  const envelope = isRecord(parsed) ? parsed : {};
  const message = typeof envelope.Message === "string" ? envelope.Message : response.statusText;
  if (!response.ok || envelope.Status === false) {
    logoutOn401(response.status, token, path, typeof envelope.Code === "string" ? envelope.Code : undefined);
    throw new ApiError(response.status, message, {
      code: typeof envelope.Code === "string" ? envelope.Code : undefined,
      errors: stringRecord(envelope.Errors),
      exceptionMessage: typeof envelope.ExceptionMessage === "string" ? envelope.ExceptionMessage : undefined,
    });
  }
  return {
    Status: envelope.Status !== false,
    Message: message,
    Data: envelope.Data as T,
    Code: typeof envelope.Code === "string" ? envelope.Code : undefined,
    Raw: envelope,
  };
}

/** Convenience for calls whose only interesting part is `Data`. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).Data;
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
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, error instanceof Error ? error.message : "Network error");
  }
  if (!response.ok) {
    const parsed = await readBody(response);
    const envelope = isRecord(parsed) ? parsed : {};
    logoutOn401(response.status, token, path, typeof envelope.Code === "string" ? envelope.Code : undefined);
    throw new ApiError(response.status, typeof envelope.Message === "string" ? envelope.Message : response.statusText, {
      code: typeof envelope.Code === "string" ? envelope.Code : undefined,
    });
  }
  return response.blob();
}
