// route: custom — unknown paths under /api/v1 answer the same 404 problem as everything else.
import { notFoundRoute } from "@/lib/http/not-found";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundRoute;
