/**
 * The baseline of the plain Node entry: a bare `http` server answering the bytes and headers the
 * API answered for the measured read (BENCH_BODY_FILE), 304 when If-None-Match names its tag.
 * Prints "READY <port>".
 */
import fs from "node:fs";
import http from "node:http";

const answer = JSON.parse(fs.readFileSync(process.env.BENCH_BODY_FILE!, "utf8")) as { body: string; headers: Record<string, string> };
const flat = Object.entries(answer.headers).flat();
const bodyFlat = [...flat, "content-length", String(Buffer.byteLength(answer.body))];

const server = http.createServer((req, res) => {
  if (req.headers["if-none-match"] === answer.headers.etag) {
    res.writeHead(304, flat);
    res.end();
    return;
  }
  res.writeHead(200, bodyFlat);
  res.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const a = server.address();
  console.log(`READY ${typeof a === "object" && a ? a.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
