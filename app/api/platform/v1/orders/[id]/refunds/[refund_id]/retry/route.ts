import { bind } from "@/lib/api/bind";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = bind("/platform/v1/orders/{id}/refunds/{refund_id}/retry");
