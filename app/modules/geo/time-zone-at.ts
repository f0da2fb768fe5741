/**
 * The IANA time zone of a place in the US or Canada, near enough to name its calendar day: "sent on
 * November 26" must not read November 27 because it was evening in Texas and past midnight in UTC. Zone
 * lines are approximated by longitude (a few border towns may be an hour off, never a day at dinner time);
 * no place: Central time, the middle of the continent.
 */
export function timeZoneAt(coordinates: { latitude: number; longitude: number } | null | undefined): string {
  if (!coordinates) return 'America/Chicago';
  const { latitude: lat, longitude: lon } = coordinates;
  if (lat < 23 && lon < -150) return 'Pacific/Honolulu';
  if (lon < -141) return 'America/Anchorage';
  if (lat >= 60 && lon < -123.8) return 'America/Whitehorse';
  if (lon > -59.5 && lat > 46.5) return 'America/St_Johns';
  if (lon > -67.5 && lat > 43) return 'America/Halifax';
  if (lon > -86.5) return 'America/Toronto';
  if (lon > -101.5) return 'America/Chicago';
  if (lat >= 49 && lon > -110) return 'America/Regina';
  if (lat < 37 && lat > 31 && lon > -114.8 && lon < -109) return 'America/Phoenix';
  if (lon > -114.5) return 'America/Denver';
  return 'America/Los_Angeles';
}
