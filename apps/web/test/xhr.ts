import { vi } from "vitest";
import type { SentRequest } from "./fetch.ts";

type Reply = { status?: number; body?: unknown } | Error;
/** Reports `loaded` of `total` bytes of the request body sent, as the browser's upload progress event does. */
type Progress = (loaded: number, total: number) => void;
type Handler = (request: SentRequest, progress: Progress) => Reply | Promise<Reply>;

/**
 * Replaces `XMLHttpRequest` at the network boundary, as `stubFetch` replaces fetch, for the one call that
 * needs upload progress (`apiUpload`). The handler sees each request, may report progress, and returns a
 * status and a JSON body (or an Error for a network failure). Returns the list of requests sent.
 */
export function stubXhr(handler: Handler): SentRequest[] {
  const sent: SentRequest[] = [];

  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: SentRequest = { url: "", method: "GET", headers: new Headers(), body: undefined };
    private aborted = false;

    open(method: string, url: string) {
      this.request = { url, method, headers: new Headers(), body: undefined };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers.set(name, value);
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: XMLHttpRequestBodyInit | null) {
      this.request.body = body;
      sent.push(this.request);
      const progress: Progress = (loaded, total) => {
        if (!this.aborted) this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      };
      void Promise.resolve(handler(this.request, progress)).then((reply) => {
        if (this.aborted) return;
        if (reply instanceof Error) {
          this.onerror?.();
          return;
        }
        this.status = reply.status ?? 200;
        this.responseText = reply.body === undefined ? "" : JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}
