// A mail server on a local port for the drills and the API tests: plain Node, no dependencies (types beside it).
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";

/**
 * Accepts every mail and counts what each recipient received (`delivered`) and under which Message-IDs
 * (`messages`: what their mail client shows). `latencyMs` holds each answer back that long, as a mail server one
 * round trip away would. `setMode("hang")` makes it stop answering, on new and open connections; `"ok"` answers
 * again and ends the connections opened meanwhile.
 */
export function startSmtpSink({ latencyMs = 0 } = {}) {
  const delivered = new Map();
  const messages = new Map();
  const state = { mode: "ok", sockets: new Set(), connections: 0, closed: 0 };
  const server = createServer((socket) => {
    state.sockets.add(socket);
    socket.on("close", () => {
      state.sockets.delete(socket);
      state.closed += 1;
    });
    socket.on("error", () => {});
    if (state.mode === "hang") return;
    state.connections += 1;
    let buffer = "";
    let inData = false;
    let recipients = [];
    const reply = (text, end = false) => {
      const send = () => (end ? socket.end(text) : socket.write(text));
      if (latencyMs > 0) setTimeout(send, latencyMs);
      else send();
    };
    reply("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      // A hung server reads and never answers, on a connection opened before it hung too.
      if (state.mode === "hang") return;
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const id = /^message-id:\s*(\S+)/im.exec(buffer.slice(0, end))?.[1] ?? randomUUID();
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const to of recipients) {
            delivered.set(to, (delivered.get(to) ?? 0) + 1);
            messages.set(to, (messages.get(to) ?? new Set()).add(id));
          }
          recipients = [];
          reply("250 queued\r\n");
          continue;
        }
        const line = buffer.indexOf("\r\n");
        if (line < 0) return;
        const command = buffer.slice(0, line);
        buffer = buffer.slice(line + 2);
        const verb = command.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 sink\r\n");
        else if (verb === "MAIL") {
          recipients = [];
          reply("250 ok\r\n");
        } else if (verb === "RCPT") {
          recipients.push(/<([^>]*)>/.exec(command)?.[1]?.toLowerCase() ?? command);
          reply("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go on\r\n");
        } else if (verb === "QUIT") {
          reply("221 bye\r\n", true);
        } else reply("250 ok\r\n");
      }
    });
  });
  const dropAll = () => {
    for (const socket of state.sockets) socket.destroy();
  };
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        delivered,
        messages,
        connections: () => state.connections,
        closed: () => state.closed,
        dropAll,
        setMode(mode) {
          state.mode = mode;
          if (mode !== "hang") dropAll();
        },
        close: () =>
          new Promise((done) => {
            dropAll();
            server.close(() => done());
          }),
      });
    });
  });
}
