import type { Endpoint } from "@/lib/http/endpoint";
import { getForm, listForms } from "./forms/endpoints";
import { listEventNews, listNews } from "./news/endpoints";
import { listEventPartners, listPartners } from "./partners/endpoints";
import { getPresskit, listPresskits } from "./presskits/endpoints";

/** News, partners, press kits, forms, and the news and partners of an event. */
export const contentEndpoints: Endpoint[] = [listNews, listPartners, listPresskits, getPresskit, listForms, getForm, listEventPartners, listEventNews];
