import type { Endpoint } from "@/lib/http/endpoint";
import { getForm, listForms } from "./forms/endpoints";
import { listEventNews, listNews } from "./news/endpoints";
import { listEventPartners, listPartners } from "./partners/endpoints";
import { getPresskit, listArtistPresskits, listPresskits } from "./presskits/endpoints";

/** An artist's press kits: documented with the artist's routes, where the registry lists them. */
export const artistContentEndpoints: Endpoint[] = [listArtistPresskits];

/** News, partners, press kits, forms, and the news and partners of an event. */
export const pageContentEndpoints: Endpoint[] = [listNews, listPartners, listPresskits, getPresskit, listForms, getForm, listEventPartners, listEventNews];

/** Every content route. */
export const contentEndpoints: Endpoint[] = [...artistContentEndpoints, ...pageContentEndpoints];
