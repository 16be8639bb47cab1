/**
 * A tiny SMTP server for the mail tests (no dependency): greets, takes EHLO, MAIL, RCPT and DATA,
 * keeps what it was handed, and can refuse the next messages with a reply of the test's choosing.
 */
import net from "node:net";

export interface Received {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: Received[];
  /** The next `times` messages are answered `reply` (e.g. "451 4.3.0 Try again later") after DATA. */
  refuseNext(reply: string, times?: number): void;
  /** How long the server waits before accepting a message (lets two senders overlap). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: Received[] = [];
  const sockets = new Set<net.Socket>();
  let refusal: { reply: string; left: number } | null = null;
  const fake = {
    received,
    delayMs: 0,
    refuseNext(reply: string, times = 1) {
      refusal = { reply, left: times };
    },
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const say = (line: string) => socket.write(`${line}\r\n`);
    let buffer = "";
    let inData = false;
    let current: Received = { from: "", to: [], data: "" };
    const endOfData = () => {
      const message = current;
      current = { from: "", to: [], data: "" };
      setTimeout(() => {
        if (refusal && refusal.left > 0) {
          refusal.left--;
          say(refusal.reply);
          return;
        }
        received.push(message);
        say(`250 2.0.0 Ok: queued as ${received.length}`);
      }, fake.delayMs);
    };
    say("220 fake.test ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let i = buffer.indexOf("\r\n"); i >= 0; i = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            endOfData();
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<(.*)>/.exec(line)?.[1] ?? "";
        if (verb === "EHLO") socket.write("250-fake.test\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") say("250 fake.test");
        else if (verb === "MAIL") {
          current.from = address;
          say("250 2.1.0 Ok");
        } else if (verb === "RCPT") {
          current.to.push(address);
          say("250 2.1.5 Ok");
        } else if (verb === "DATA") {
          inData = true;
          say("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET" || verb === "NOOP") say("250 2.0.0 Ok");
        else if (verb === "QUIT") {
          say("221 2.0.0 Bye");
          socket.end();
        } else say("502 5.5.2 Command not recognized");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  });
}
