import { bind } from "@/lib/api/bind";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = bind("/admin/v1/webhooks/{id}/recover");
