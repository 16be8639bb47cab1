// route: custom — any path under /api/admin the registry does not declare: the same 404 problem as /api/v1.
import { notFoundRoute } from "@/lib/http/not-found";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundRoute;
