/** A Google Maps link: exact coordinates when the record has them, otherwise a search for the place's name. */
export function mapUrl(latitude?: number | null, longitude?: number | null, query?: string): string | null {
  if (latitude != null && longitude != null) return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
