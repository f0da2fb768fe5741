import { describe, expect, it } from 'vitest';
import data from './data/postal-time-zones.json';
import { NORTH_AMERICAN_TIME_ZONES, timeZoneOfPostalCode } from './postal-time-zones';

describe('timeZoneOfPostalCode', () => {
  it.each([
    ['79901', 'El Paso, TX: Mountain, though Texas is Central', 'America/Denver'],
    ['37402', 'Chattanooga, TN: Eastern, though Tennessee is Central', 'America/New_York'],
    ['37660', 'Kingsport, TN', 'America/New_York'],
    ['42101', 'Bowling Green, KY: Central, though Kentucky is Eastern', 'America/Chicago'],
    ['46320', 'Hammond, IN: Central, though Indiana is Eastern', 'America/Chicago'],
    ['58601', 'Dickinson, ND: Mountain, though North Dakota is Central', 'America/Denver'],
    ['83814', "Coeur d'Alene, ID: Pacific, though Idaho is Mountain", 'America/Los_Angeles'],
    ['32501-1234', 'Pensacola, FL (ZIP+4): Central, though Florida is Eastern', 'America/Chicago'],
    ['86515', 'Window Rock, AZ: the Navajo Nation keeps daylight saving time', 'America/Denver'],
    ['S9V 0A1', 'Lloydminster, SK: on Alberta time', 'America/Edmonton'],
    ['A0P 1C0', 'Labrador, NL: Atlantic, not Newfoundland time', 'America/Goose_Bay'],
    ['X0B 0C0', 'Cambridge Bay, NU: Mountain, though Iqaluit is Eastern', 'America/Cambridge_Bay'],
    ['x0c 0g0', 'Rankin Inlet, NU (lowercase): Central', 'America/Rankin_Inlet'],
  ])('%s (%s)', (code, _place, zone) => {
    expect(timeZoneOfPostalCode(code)).toBe(zone);
  });

  it.each([
    ['78701', 'Austin, TX'],
    ['85364', 'Yuma, AZ: Arizona time, on the Pacific border'],
    ['58801', 'Williston, ND: Central, near the Mountain line'],
    ['M5V 3L9', 'Toronto, ON'],
    ['X0A 0H0', 'Iqaluit, NU'],
    ['not a code', 'not a postal code'],
  ])('leaves %s to its region (%s)', (code) => {
    expect(timeZoneOfPostalCode(code)).toBeUndefined();
  });

  it('names only zones of the two countries that the browser and the server know', () => {
    for (const zone of Object.keys(data.zones)) expect(NORTH_AMERICAN_TIME_ZONES).toContain(zone);
    for (const zone of NORTH_AMERICAN_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});
