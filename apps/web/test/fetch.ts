import { vi } from "vitest";

/** One recorded request, as the app sent it. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Reply = { status?: number; body?: unknown } | Error;
type Handler = (request: SentRequest) => Reply | Promise<Reply>;

/** An envelope the API would send. */
export function envelope(data: unknown, extra: Record<string, unknown> = {}) {
  return { Status: true, Message: "OK", Data: data, ...extra };
}

export function failure(status: number, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { Status: false, Message: message, Data: null, ...extra } };
}

/**
 * Replaces `fetch` at the network boundary. The handler sees each request and returns a status and a JSON
 * body (or an Error to simulate a network failure). Returns the list of requests sent.
 */
export function stubFetch(handler: Handler): SentRequest[] {
  const sent: SentRequest[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: init.body,
    };
    sent.push(request);
    const reply = await handler(request);
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fake);
  return sent;
}
