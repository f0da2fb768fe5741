import { describe, expect, it } from 'vitest';
import {
  changedHoursProblem,
  isOpenAt,
  localMinuteOfWeek,
  multirangeLiteral,
  openingHoursInFrench,
  openingHoursRows,
  parseOpeningHours,
  timeZoneOfRegion,
  weeklyMinuteRanges,
  type WeeklyHours,
} from './opening-hours';

function week(text: string): WeeklyHours {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.week;
}

describe('parseOpeningHours', () => {
  it('reads days, ranges of days and several times, and writes them back one way', () => {
    const parsed = parseOpeningHours('mo-fr 9:00-17:00;  sa 10:00 - 14:00');
    expect(parsed).toMatchObject({ ok: true, text: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00' });
    expect(openingHoursRows(week('Mo-Fr 09:00-12:00,13:00-17:30; Sa 10:00-14:00')).map((row) => row.hours)).toEqual([
      '9:00 AM – noon, 1:00 PM – 5:30 PM',
      '9:00 AM – noon, 1:00 PM – 5:30 PM',
      '9:00 AM – noon, 1:00 PM – 5:30 PM',
      '9:00 AM – noon, 1:00 PM – 5:30 PM',
      '9:00 AM – noon, 1:00 PM – 5:30 PM',
      '10:00 AM – 2:00 PM',
      'Closed',
    ]);
  });

  it('lets a later rule replace an earlier one for its days, and says "closed"', () => {
    const rows = openingHoursRows(week('Mo-Sa 09:00-17:00; We closed; Sa 10:00-12:00'));
    expect(rows.map((row) => `${row.code} ${row.hours}`)).toEqual([
      'Mo 9:00 AM – 5:00 PM',
      'Tu 9:00 AM – 5:00 PM',
      'We Closed',
      'Th 9:00 AM – 5:00 PM',
      'Fr 9:00 AM – 5:00 PM',
      'Sa 10:00 AM – noon',
      'Su Closed',
    ]);
  });

  it('reads 24/7, midnight as 24:00 and openings past midnight', () => {
    expect(openingHoursRows(week('24/7'))[6]?.hours).toBe('Open 24 hours');
    expect(parseOpeningHours('Mo-Su 00:00-24:00')).toMatchObject({ ok: true, text: 'Mo-Su 00:00-24:00' });
    expect(parseOpeningHours('Fr,Sa 20:00-02:00')).toMatchObject({ ok: true, text: 'Fr,Sa 20:00-02:00' });
    // Stored lines with a range that closes when it opens keep reading as before (24 hours past midnight).
    expect(parseOpeningHours('Mo-Fr 09:00-09:00')).toMatchObject({ ok: true });
    // New hours are held to it; unchanged or cleared ones are not.
    expect(changedHoursProblem(null, 'Mo-Fr 09:00-09:00')).toBe(
      'Opening hours: "09:00-09:00" opens and closes at the same time: for a whole day, write 00:00-24:00',
    );
    expect(changedHoursProblem('Mo-Fr 09:00-09:00', 'Mo-Fr 09:00-09:00')).toBeNull();
    expect(changedHoursProblem('Mo-Fr 09:00-09:00', null)).toBeNull();
    expect(changedHoursProblem(null, 'Mo-Su 00:00-24:00; Fr 20:00-00:00')).toBeNull();
  });

  it('refuses new hours that close before they open, pointing nights to the after-hours phone', () => {
    const reversed =
      'Opening hours: "17:00-09:00" closes before it opens: give daytime hours only, like 09:00-17:00; for nights, give the after-hours phone';
    expect(changedHoursProblem(null, 'Mo-Fr 17:00-09:00')).toBe(reversed);
    expect(changedHoursProblem(null, 'Mo-Fr 09:00-12:00,17:00-09:00; Sa 10:00-14:00')).toBe(reversed);
    // The French notation is stored in this one, so it meets the same rule.
    const french = parseOpeningHours('lun-ven 17 h à 9 h');
    expect(french.ok && changedHoursProblem(null, french.text)).toBe(reversed);
    // Open around the clock, in any of its spellings, is not overnight.
    for (const always of ['24/7', 'Mo-Su 00:00-24:00', 'lun-dim 0 h-24 h', '24 h sur 24, 7 jours sur 7']) {
      const parsed = parseOpeningHours(always);
      expect(parsed.ok && changedHoursProblem(null, parsed.text)).toBeNull();
    }
    // A line stored with one keeps its other edits, and keeps reading as it did.
    expect(changedHoursProblem('Fr 20:00-02:00', 'Fr 20:00-02:00')).toBeNull();
    expect(openingHoursRows(week('Fr 20:00-02:00'))[4]?.hours).toBe('8:00 PM – 2:00 AM');
  });

  it('names the part that is wrong', () => {
    expect(parseOpeningHours('Mo-Fx 09:00-17:00')).toEqual({
      ok: false,
      message: 'Opening hours: "Mo-Fx" is not a day (use Mo, Tu, We, Th, Fr, Sa, Su)',
    });
    // Morning or evening?
    expect(parseOpeningHours('Mo 9-11')).toEqual({
      ok: false,
      message: 'Opening hours: "9-11" is not a time range like 09:00-17:00',
    });
    expect(parseOpeningHours('Mo-Fr 09:00-17:00, Sa 10:00-14:00')).toEqual({
      ok: false,
      message:
        'Opening hours: "Sa 10:00-14:00" starts other days: separate days with a semicolon, like "Mo-Fr 09:00-17:00; Sa 10:00-14:00"',
    });
    expect(parseOpeningHours('Mo 25:00-26:00').ok).toBe(false);
    expect(parseOpeningHours('Mo 09:00-12:00,11:00-13:00')).toEqual({
      ok: false,
      message: 'Opening hours: "09:00-12:00,11:00-13:00" has overlapping times',
    });
    expect(parseOpeningHours('open on weekdays').ok).toBe(false);
    expect(parseOpeningHours('Mo 09:00-17:00\nTu 09:00-17:00')).toEqual({
      ok: false,
      message: 'Opening hours must be on one line',
    });
    expect(parseOpeningHours('')).toMatchObject({ ok: false });
  });
});

describe('hours as people write them in English', () => {
  const stored = (text: string) => {
    const parsed = parseOpeningHours(text);
    return parsed.ok ? parsed.text : parsed.message;
  };

  it.each([
    ['Mon-Fri 9am-5pm', 'Mo-Fr 09:00-17:00'],
    ['Mon–Fri 9:00 AM – 5:00 PM', 'Mo-Fr 09:00-17:00'],
    ['Sat 10-2', 'Sa 10:00-14:00'],
    ['Mon-Fri 9am-5pm; Sat 10-2; Sun closed', 'Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su closed'],
    ['Monday to Friday 8:30 a.m. - 4:30 p.m.', 'Mo-Fr 08:30-16:30'],
    ['Tues, Thurs 9-5', 'Tu,Th 09:00-17:00'],
    ['Saturday 9-12pm', 'Sa 09:00-12:00'],
    ['Wed 9-5pm', 'We 09:00-17:00'],
    ['Fri 10am-2', 'Fr 10:00-14:00'],
    ['Mon-Fri 9am-12pm, 1pm-5pm', 'Mo-Fr 09:00-12:00,13:00-17:00'],
    ['Sun 12pm-4pm', 'Su 12:00-16:00'],
    ['Fri 8pm-12am', 'Fr 20:00-24:00'],
    ['Mon-Fri 9-17', 'Mo-Fr 09:00-17:00'],
  ])('reads "%s" and stores "%s"', (typed, canonical) => {
    expect(stored(typed)).toBe(canonical);
  });

  it.each([
    // Morning or evening: no one daytime reading.
    ['Mon 9-11', 'Opening hours: "9-11" is not a time range like 09:00-17:00'],
    ['Mon 13pm-5pm', 'Opening hours: "13pm-5pm" is not a time range like 09:00-17:00'],
    ['Mon 9:75am-5pm', 'Opening hours: "9:75am-5pm" is not a time range like 09:00-17:00'],
    ['Mon 9am', 'Opening hours: "9am" is not a time range like 09:00-17:00'],
  ])('refuses "%s"', (typed, message) => {
    expect(stored(typed)).toBe(message);
  });
});

describe('hours as Quebec writes them, and pasted dashes', () => {
  const stored = (text: string) => {
    const parsed = parseOpeningHours(text);
    return parsed.ok ? parsed.text : parsed.message;
  };

  it.each([
    ['lun-ven 9h-17h; sam 10h-14h; dim fermé', 'Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su closed'],
    ['lundi au vendredi 9 h à 17 h', 'Mo-Fr 09:00-17:00'],
    ['Lundi au Vendredi : de 9 h à 17 h 30', 'Mo-Fr 09:00-17:30'],
    ['lundi au vendredi, de 9 h à 17 h', 'Mo-Fr 09:00-17:00'],
    ['LUN. – VEN. 9 h 30 – 17 h', 'Mo-Fr 09:30-17:00'],
    ['mercredi et vendredi 9h30-12h, 13h-17h', 'We,Fr 09:30-12:00,13:00-17:00'],
    ['lun, mer et ven 9:00 à 17:00', 'Mo,We,Fr 09:00-17:00'],
    ['sam. et dim. fermée', 'Sa,Su closed'],
    ['samedi à dimanche FERMÉ', 'Sa,Su closed'],
    ['mer 9 h-12 h et 13 h-17 h', 'We 09:00-12:00,13:00-17:00'],
    ['dimanche ferme', 'Su closed'],
    ['jeudi 09:00-17:00', 'Th 09:00-17:00'],
    ['ven 20 h-2 h', 'Fr 20:00-02:00'],
    ['lun-dim 0 h-24 h', 'Mo-Su 00:00-24:00'],
    ['ven-lun 10h-16h', 'Mo,Fr-Su 10:00-16:00'],
    ['24 h sur 24, 7 jours sur 7', '24/7'],
    ['24h/24, 7j/7', '24/7'],
    // A partner who mixes the two notations is understood too.
    ['Mo-Fr 9 h-17 h; sam closed', 'Mo-Fr 09:00-17:00; Sa closed'],
    // En and em dashes (pasted from a word processor) are hyphens, in English too.
    ['Mo–Fr 09:00–17:00; Sa 10:00—14:00', 'Mo-Fr 09:00-17:00; Sa 10:00-14:00'],
  ])('reads "%s" and stores "%s"', (typed, canonical) => {
    expect(stored(typed)).toBe(canonical);
  });

  it.each([
    ['lun-ven 1-5', 'Opening hours: "1-5" is not a time range like 09:00-17:00'],
    ['lun-vendr 9h-17h', 'Opening hours: "lun-vendr" is not a day (use Mo, Tu, We, Th, Fr, Sa, Su)'],
    ['lu-ve 9h-17h', 'Opening hours: "lu-ve" is not a day (use Mo, Tu, We, Th, Fr, Sa, Su)'],
    ['lun mar 9h-17h', 'Opening hours: "lun mar" is not a day (use Mo, Tu, We, Th, Fr, Sa, Su)'],
    ['lun-ven 9h à midi', 'Opening hours: "9h à midi" is not a time range like 09:00-17:00'],
    ['lun-ven 9h-17h75', 'Opening hours: "9h-17h75" is not a time range like 09:00-17:00'],
    [
      'lun-ven 9h-17h, sam 10h-14h',
      'Opening hours: "sam 10h-14h" starts other days: separate days with a semicolon, like "Mo-Fr 09:00-17:00; Sa 10:00-14:00"',
    ],
    ['lun-ven', 'Opening hours: "lun-ven" needs days and times, like "Mo-Fr 09:00-17:00; Sa 10:00-14:00"'],
    ['9h-17h', 'Opening hours: "9h-17h" needs days and times, like "Mo-Fr 09:00-17:00; Sa 10:00-14:00"'],
    [
      'Mo-Fr 09:00–17:00 ou sur rendez-vous',
      'Opening hours: "09:00-17:00 ou sur rendez-vous" is not a time range like 09:00-17:00',
    ],
  ])('refuses "%s", quoting what it could not read', (typed, message) => {
    expect(stored(typed)).toBe(message);
  });

  it('shows a stored line back in French, which reads back to the same line', () => {
    const lines = [
      'Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su closed',
      'Mo,We 08:30-12:00,13:00-17:30',
      'Fr 20:00-02:00',
      'Mo-Su 00:00-24:00',
      '24/7',
    ];
    expect(lines.map(openingHoursInFrench)).toEqual([
      'lun-ven 9 h-17 h; sam 10 h-14 h; dim fermé',
      'lun, mer 8 h 30-12 h, 13 h-17 h 30',
      'ven 20 h-2 h',
      'lun-dim 0 h-24 h',
      '24/7',
    ]);
    for (const line of lines) expect(stored(openingHoursInFrench(line))).toBe(line);
    // A stored line that no longer reads is shown as it is, for the partner to fix.
    expect(openingHoursInFrench('sometimes')).toBe('sometimes');
  });
});

describe('the week as minute ranges (what the database tests)', () => {
  it('is Monday-based, merged, and wraps Sunday night into Monday morning', () => {
    expect(weeklyMinuteRanges(week('Mo-Fr 09:00-17:00'))).toEqual([
      [540, 1020],
      [1980, 2460],
      [3420, 3900],
      [4860, 5340],
      [6300, 6780],
    ]);
    expect(weeklyMinuteRanges(week('Su 22:00-02:00'))).toEqual([
      [0, 120],
      [9960, 10080],
    ]);
    expect(weeklyMinuteRanges(week('24/7'))).toEqual([[0, 10080]]);
    expect(multirangeLiteral([[540, 1020]])).toBe('{[540,1020)}');
  });
});

describe('open now, by the partner’s own clock', () => {
  const weekdays = week('Mo-Fr 09:00-17:00');

  it('reads the time in the zone of the state or province', () => {
    expect(timeZoneOfRegion('Texas')).toBe('America/Chicago');
    expect(timeZoneOfRegion('ON')).toBe('America/Toronto');
    expect(timeZoneOfRegion('saskatchewan')).toBe('America/Regina');
    expect(timeZoneOfRegion('Atlantis')).toBeUndefined();
    // Wednesday 2026-11-25 15:30 UTC: 9:30 in Chicago, 10:30 in Toronto, 7:30 in Los Angeles.
    const at = new Date('2026-11-25T15:30:00Z');
    expect(isOpenAt(weekdays, 'America/Chicago', at)).toBe(true);
    expect(isOpenAt(weekdays, 'America/Toronto', at)).toBe(true);
    expect(isOpenAt(weekdays, 'America/Los_Angeles', at)).toBe(false);
  });

  it('opens at the first minute and closes at the closing minute', () => {
    expect(isOpenAt(weekdays, 'America/Chicago', new Date('2026-11-25T14:59:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, 'America/Chicago', new Date('2026-11-25T15:00:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'America/Chicago', new Date('2026-11-25T22:59:59Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'America/Chicago', new Date('2026-11-25T23:00:00Z'))).toBe(false);
  });

  it('follows daylight saving time (and Saskatchewan, which has none)', () => {
    // 14:30 UTC: 9:30 CDT in July, 8:30 CST in January.
    expect(isOpenAt(weekdays, 'America/Chicago', new Date('2026-07-15T14:30:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'America/Chicago', new Date('2026-01-14T14:30:00Z'))).toBe(false);
    // Regina is UTC-6 all year: 9:30 in both.
    expect(isOpenAt(weekdays, 'America/Regina', new Date('2026-07-15T15:30:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'America/Regina', new Date('2026-01-14T15:30:00Z'))).toBe(true);
    // The night clocks go forward (Sunday 2026-03-08, 2:00 → 3:00 in Chicago): 8:00 UTC is 3:00 CDT.
    expect(localMinuteOfWeek(new Date('2026-03-08T08:00:00Z'), 'America/Chicago')).toBe(6 * 1440 + 180);
  });

  it('counts an opening past midnight on the next day, Sunday night into Monday', () => {
    const lateNights = week('Su 22:00-02:00');
    // Monday 2026-11-23 01:30 in Chicago is 07:30 UTC.
    expect(isOpenAt(lateNights, 'America/Chicago', new Date('2026-11-23T07:30:00Z'))).toBe(true);
    expect(isOpenAt(lateNights, 'America/Chicago', new Date('2026-11-23T08:30:00Z'))).toBe(false);
  });
});
