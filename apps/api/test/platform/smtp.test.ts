import { afterEach, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../../scripts/smtp-sink.mjs";
import { queueMail } from "../../src/platform/mail/mailer.ts";
import { renderMail } from "../../src/platform/mail/templates.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const letter = (n: number) =>
  renderMail("en", "Ana", { subject: "notificationMail.subject", intro: [], params: { title: `Letter ${n}` } });

async function sendThree(server: TestServer, prefix: string) {
  for (const n of [1, 2, 3]) await queueMail(server.runtime.deps.db, `${prefix}${n}@example.org`, letter(n));
  await server.runtime.worker.drain();
}

describe("the mail server connection (SMTP_URL, ADR 0104)", () => {
  let server: TestServer | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await server?.close();
    await sink?.close();
    server = undefined;
    sink = undefined;
  });

  it("sends one mail after another over one kept connection, and closes it when the process ends", async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ config: { smtpUrl: sink.url } });
    await sendThree(server, "pooled");
    expect([...sink.delivered.keys()]).toEqual(["pooled1@example.org", "pooled2@example.org", "pooled3@example.org"]);
    expect(sink.connections()).toBe(1);
    expect(sink.closed()).toBe(0);
    await server.close();
    server = undefined;
    await expect.poll(() => sink?.closed()).toBe(1);
  });

  it("opens a connection again when the server dropped the kept one", async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ config: { smtpUrl: sink.url } });
    await sendThree(server, "first");
    // Mail servers end a connection left idle for minutes.
    sink.dropAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sendThree(server, "again");
    expect([...sink.delivered.keys()].filter((to) => to.startsWith("again"))).toHaveLength(3);
    expect(sink.connections()).toBe(2);
  });

  it("opens one connection per mail with ?pool=false in the URL", async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ config: { smtpUrl: `${sink.url}?pool=false` } });
    await sendThree(server, "single");
    expect(sink.delivered.size).toBe(3);
    expect(sink.connections()).toBe(3);
  });
});
