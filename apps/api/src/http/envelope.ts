/** The response envelope of every /api call (architecture: `{ Status, Message, Data }`). */
export interface Envelope<T> {
  Status: boolean;
  Message: string;
  Data: T;
}

export interface ErrorEnvelope extends Envelope<null> {
  Code: string;
  Errors?: Record<string, string>;
  /** The request's id, as in its X-Request-Id header and on its log lines (ADR 0084). */
  RequestId: string;
}

export interface ListData<T> {
  List: T[];
  TotalCount: number;
  Page: number;
  PageSize: number;
}

export function ok<T>(data: T, message = "OK"): Envelope<T> {
  return { Status: true, Message: message, Data: data };
}
