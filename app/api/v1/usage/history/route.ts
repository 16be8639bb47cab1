import { bind } from "@/lib/api/bind";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = bind("/v1/usage/history");
