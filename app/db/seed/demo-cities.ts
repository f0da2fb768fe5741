import citiesFile from '~/modules/geo/data/cities.json';

/** One city of app/modules/geo/data/cities.json (built by scripts/build-geodata.ts). */
export interface GeoCity {
  name: string;
  /** Full state or province name, exactly as in app/modules/geo/regions.ts. */
  state: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
  population: number;
  /** Telephone area code of the city's area, for fictional 555-01xx numbers. */
  areaCode: string;
  /** US: real 5-digit ZIP codes. Canada: real forward sortation areas (`M5V`), without the local part. */
  postalCodes: string[];
}

/** GeoNames cities (CC BY 4.0) with zipcodes postal codes (BSD); see the file's `about` header. */
export const DEMO_CITIES: readonly GeoCity[] = citiesFile.cities as GeoCity[];
