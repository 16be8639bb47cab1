/**
 * `near` + `radius_km`: a latitude/longitude box the venue index can range over, then the exact
 * great-circle distance. The box widens to every longitude near a pole and splits at the
 * antimeridian, so no venue inside the radius is ever cut off.
 */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Box {
  minLat: number;
  maxLat: number;
  /** One or two longitude ranges (two when the box crosses ±180°). */
  lng: [number, number][];
}

export function boundingBox(lat: number, lng: number, radiusKm: number): Box {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  // At the widest latitude of the box a degree of longitude is shortest.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89.999) return { minLat, maxLat, lng: [[-180, 180]] };
  const dLng = dLat / Math.cos((widest * Math.PI) / 180);
  if (dLng >= 180) return { minLat, maxLat, lng: [[-180, 180]] };
  const lo = lng - dLng;
  const hi = lng + dLng;
  if (lo < -180) return { minLat, maxLat, lng: [[lo + 360, 180], [-180, hi]] };
  if (hi > 180) return { minLat, maxLat, lng: [[lo, 180], [-180, hi - 360]] };
  return { minLat, maxLat, lng: [[lo, hi]] };
}
