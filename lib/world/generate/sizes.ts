/** How big each section of a generated world is, for a number of events. */

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

export interface WorldSizes {
  /** Events. */
  events: number;
  crews: number;
  artists: number;
  promoters: number;
  venues: number;
  /** Promoters and venues that get partners and news. */
  contentOwners: number;
}

export function worldSizes(events: number): WorldSizes {
  const promoters = clamp(Math.ceil(events / 150), 4, 800);
  return {
    events,
    crews: clamp(Math.round(events / 330), 3, 300),
    artists: clamp(Math.ceil(events / 30), 12, 4000),
    promoters,
    venues: clamp(Math.ceil(events / 100), 4, 1500),
    contentOwners: Math.min(promoters, clamp(Math.ceil(events / 1000), 4, 100)),
  };
}
