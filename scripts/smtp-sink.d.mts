export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Mails received per recipient (lower-case address). */
  delivered: Map<string, number>;
  /** The distinct Message-IDs each recipient received: what their mail client shows. */
  messages: Map<string, Set<string>>;
  /** Connections the server has greeted. */
  connections(): number;
  /** Connections that have ended, from either side. */
  closed(): number;
  /** Ends every open connection from the server's side, as a server ending idle ones does. */
  dropAll(): void;
  setMode(mode: "ok" | "hang"): void;
  close(): Promise<void>;
}

export function startSmtpSink(options?: { latencyMs?: number }): Promise<SmtpSink>;
