/**
 * The API on a plain Node `http` server (`npm run serve:api`): the same registry, walk and stores as
 * the Next.js app, without Next.js in front of every request. For crews that self-host the API at
 * volume; the developer portal stays on Next.js (`npm start`). See docs/guides/self-hosting.md.
 */
import http from "node:http";
import { config } from "@/lib/config/config";
import { handleApiRequest } from "./handle";

export function createApiServer(options: { trustProxy?: boolean } = {}): http.Server {
  const requestOptions = { trustProxy: options.trustProxy ?? config().trustProxy };
  const server = http.createServer((req, res) => void handleApiRequest(req, res, requestOptions));
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
