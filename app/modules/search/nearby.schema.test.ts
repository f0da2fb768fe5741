import { describe, expect, it } from 'vitest';
import { nearbyQuerySchema } from './nearby.schema';

const austin = { latitude: 30.2672, longitude: -97.7431 };

function firstIssue(input: unknown) {
  const issue = nearbyQuerySchema.safeParse(input).error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('nearbyQuerySchema', () => {
  it('defaults the sort, the page size, no filters and English, and leaves radius and unit to the position', () => {
    expect(nearbyQuerySchema.parse(austin)).toEqual({
      ...austin,
      sort: 'distance',
      limit: 60,
      offset: 0,
      services: [],
      locale: 'en',
    });
    expect(nearbyQuerySchema.parse({ ...austin, locale: 'fr' }).locale).toBe('fr');
    expect(nearbyQuerySchema.parse({ ...austin, services: ['pet', 'open-now'] }).services).toEqual(['pet', 'open-now']);
    expect(nearbyQuerySchema.parse({ ...austin, radius: 160, unit: 'km', sort: 'name' })).toMatchObject({
      radius: 160,
      unit: 'km',
      sort: 'name',
    });
  });

  it('accepts the ends of the ranges', () => {
    for (const input of [
      { latitude: 90, longitude: 180 },
      { latitude: -90, longitude: -180, radius: 250, unit: 'mi' },
      { ...austin, radius: 400, unit: 'km' },
    ]) {
      expect(nearbyQuerySchema.safeParse(input).success).toBe(true);
    }
  });

  it.each([
    [{ longitude: -97.7 }, 'latitude', 'Latitude must be a number'],
    [{ ...austin, latitude: 90.5 }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ ...austin, longitude: -181 }, 'longitude', 'Longitude must be between -180 and 180'],
    [{ ...austin, latitude: '30.2' }, 'latitude', 'Latitude must be a number'],
    [{ ...austin, radius: 0, unit: 'mi' }, 'radius', 'Radius must be more than 0'],
    [{ ...austin, radius: 251, unit: 'mi' }, 'radius', 'Radius must be at most 250 mi'],
    [{ ...austin, radius: 401, unit: 'km' }, 'radius', 'Radius must be at most 400 km'],
    [{ ...austin, radius: 50 }, 'unit', 'Unit is required with a radius (mi or km)'],
    [{ ...austin, unit: 'ft' }, 'unit', 'Unit must be mi or km'],
    [{ ...austin, sort: 'rating' }, 'sort', 'Sort must be distance or name'],
    [{ ...austin, limit: 0 }, 'limit', 'Limit must be at least 1'],
    [{ ...austin, limit: 201 }, 'limit', 'Limit must be at most 200'],
    [{ ...austin, offset: -60 }, 'offset', 'Offset must be 0 or more'],
    [{ ...austin, offset: 10_060 }, 'offset', 'Offset must be at most 10,000'],
  ])('refuses %j (%s)', (input, field, message) => {
    expect(firstIssue(input)).toEqual({ field, message });
  });
});
