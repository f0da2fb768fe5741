import { describe, expect, it } from 'vitest';
import { NOT_UTF8_MESSAGE, parseCsv } from '~/lib/csv';
import { toFieldErrors } from '~/lib/validation';
import {
  PARTNER_EXPORT_HEADER,
  type PartnerExportFields,
  parsePartnerCsv,
  partnerExportFileName,
  partnersToCsv,
} from './partner-csv';
import { partnerInputSchema } from './partner.schema';

// Closures at most two years ahead are accepted: next year's holidays, whenever the test runs.
const nextYear = new Date().getUTCFullYear() + 1;

const partner = (overrides: Partial<PartnerExportFields> = {}): PartnerExportFields => ({
  name: 'Hill Country Cremation',
  address: '100 Congress Ave, Suite 2',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0100',
  email: 'care@hillcountry.example',
  website: 'https://hillcountry.example',
  description: 'A family-owned home.\nCaring since 1950, "always" there.',
  annualCremations: 1250,
  locationCount: 2,
  isPriority: true,
  isActive: false,
  servicesOffered: ['Direct Cremation', 'Memorial Services'],
  priceListUrl: 'https://hillcountry.example/prices',
  directCremationFromCents: 129_500,
  priceCheckedOn: '2026-11-03',
  openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
  afterHoursPhone: '(512) 555-0199',
  offersPetCremation: true,
  acceptsCrematedRemains: true,
  offersWitnessedCremation: false,
  servesVeterans: true,
  descriptionFr: 'Une entreprise familiale.\nDepuis 1950, « toujours » là.',
  closures: [
    { from: `${nextYear}-12-25`, to: `${nextYear}-12-25`, note: 'Christmas Day' },
    { from: `${nextYear}-12-31`, to: `${nextYear + 1}-01-01`, note: null },
  ],
  preferredLanguage: 'fr',
  longDescription: 'Founded in 1950 by the Tremblay family.\n\nWe take the time to listen.',
  longDescriptionFr: 'Fondée en 1950 par la famille Tremblay.\n\nNous accompagnons les familles « avec soin ».',
  servicesOfferedFr: ['Crémation directe', 'Services commémoratifs'],
  slug: 'hill-country-cremation-austin-tx',
  updatedAt: '2026-11-20T15:04:05.678Z',
  ...overrides,
});

describe('partnersToCsv', () => {
  it('writes the spec columns in order, quoting per RFC 4180, services joined by semicolons', () => {
    const csv = partnersToCsv([partner()]);
    expect(csv.split('\r\n')[0]).toBe(
      'name,address,city,state,zipCode,phone,email,website,description,annualCremations,locationCount,isPriority,isActive,servicesOffered,' +
        'priceListUrl,directCremationFrom,priceCheckedOn,openingHours,afterHoursPhone,offersPetCremation,acceptsCrematedRemains,offersWitnessedCremation,servesVeterans,descriptionFr,closures,language,' +
        'longDescription,longDescriptionFr,servicesOfferedFr,slug,lastUpdated',
    );
    expect(parseCsv(csv)[1]).toEqual([
      'Hill Country Cremation',
      '100 Congress Ave, Suite 2',
      'Austin',
      'Texas',
      '78701',
      '(512) 555-0100',
      'care@hillcountry.example',
      'https://hillcountry.example',
      'A family-owned home.\nCaring since 1950, "always" there.',
      '1250',
      '2',
      'true',
      'false',
      'Direct Cremation;Memorial Services',
      'https://hillcountry.example/prices',
      '1295',
      '2026-11-03',
      'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
      '(512) 555-0199',
      'true',
      'true',
      'false',
      'true',
      'Une entreprise familiale.\nDepuis 1950, « toujours » là.',
      `${nextYear}-12-25 Christmas Day; ${nextYear}-12-31..${nextYear + 1}-01-01`,
      'fr',
      'Founded in 1950 by the Tremblay family.\n\nWe take the time to listen.',
      'Fondée en 1950 par la famille Tremblay.\n\nNous accompagnons les familles « avec soin ».',
      'Crémation directe;Services commémoratifs',
      'hill-country-cremation-austin-tx',
      '2026-11-20T15:04:05.678Z',
    ]);
    expect(csv).toContain('"100 Congress Ave, Suite 2"');
    expect(csv).toContain('"A family-owned home.\nCaring since 1950, ""always"" there."');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('neutralises cells a spreadsheet would run as a formula (design §4)', () => {
    const csv = partnersToCsv([
      partner({
        name: '=HYPERLINK("http://evil.example","Click me")',
        description: '+SUM(A1:A9)',
        email: null,
        website: '@import',
        address: '-2 Main St',
      }),
    ]);
    const [, row] = parseCsv(csv);
    expect(row?.[0]).toBe('\'=HYPERLINK("http://evil.example","Click me")');
    expect(row?.[8]).toBe("'+SUM(A1:A9)");
    expect(row?.[7]).toBe("'@import");
    expect(row?.[1]).toBe("'-2 Main St");
    expect(row?.[6]).toBe('');
    // No cell of the file itself starts with '=': the raw text has the formula only behind the apostrophe.
    expect(csv).not.toMatch(/(^|,|\r\n)"?=/);
  });

  it('names the file partners_export_{date}.csv', () => {
    expect(partnerExportFileName(new Date(2026, 10, 22, 23, 59))).toBe('partners_export_2026-11-22.csv');
  });
});

describe('parsePartnerCsv', () => {
  it('refuses a file saved in Windows-1252 (Excel’s plain CSV) instead of storing « Cr�mation »', () => {
    const csv = 'name,servicesOfferedFr\nSalon Roy,Crémation directe; Pierres solidifiées\n';
    // What the browser's file.text() makes of the bytes Excel wrote: each accented letter is one byte.
    const windows1252 = Uint8Array.from([...csv].map((char) => char.charCodeAt(0)));
    const asRead = new TextDecoder('utf-8').decode(windows1252);
    expect(() => parsePartnerCsv(asRead)).toThrow(NOT_UTF8_MESSAGE);
    // The same file saved as UTF-8 is read as written.
    expect(parsePartnerCsv(csv).rows[0]?.servicesOfferedFr).toEqual(['Crémation directe', 'Pierres solidifiées']);
  });

  it('reads the language column back as the email language, in the words a sheet may hold', () => {
    const exported = partnersToCsv([partner({ preferredLanguage: 'fr' }), partner({ preferredLanguage: 'en' })]);
    const { rows, ignoredColumns } = parsePartnerCsv(exported);
    expect(ignoredColumns).toEqual([]);
    expect(rows.map((row) => partnerInputSchema.parse(row).preferredLanguage)).toEqual(['fr', 'en']);

    const typed = parsePartnerCsv(
      [
        'name,address,city,state,zipCode,phone,Language',
        'A,1 Rue,Laval,Quebec,H7N 1A1,(450) 555-0101,Français',
        'B,2 Rue,Laval,Quebec,H7N 1A1,(450) 555-0102,english',
        'C,3 Rue,Laval,Quebec,H7N 1A1,(450) 555-0103,',
        'D,4 Rue,Laval,Quebec,H7N 1A1,(450) 555-0104,german',
      ].join('\n'),
    );
    const parsed = typed.rows.map((row) => partnerInputSchema.safeParse(row));
    expect(parsed.slice(0, 3).map((result) => result.data?.preferredLanguage)).toEqual(['fr', 'en', undefined]);
    expect(toFieldErrors(parsed[3]!.error!)).toEqual({
      preferredLanguage: 'Language for emails must be en (English) or fr (French)',
    });
  });

  it('reads the spec formats: integers, yes/no booleans, semicolon lists', () => {
    const { rows, ignoredColumns } = parsePartnerCsv(
      [
        'Name,address,city,state,zipCode,phone,annualCremations,locationCount,isPriority,isActive,servicesOffered,Notes',
        'Quiet Pines,1 Elm St,Waco,Texas,76701,(254) 555-0101,"1,200",3,TRUE,no,Cremation; Memorials ;;,ignored',
        'Oak Grove,2 Oak St,Waco,TX,76702,254-555-0102,,,,,,',
      ].join('\n'),
    );
    expect(ignoredColumns).toEqual(['Notes']);
    expect(rows[0]).toEqual({
      name: 'Quiet Pines',
      address: '1 Elm St',
      city: 'Waco',
      state: 'Texas',
      zipCode: '76701',
      phone: '(254) 555-0101',
      annualCremations: 1200,
      locationCount: 3,
      isPriority: true,
      isActive: false,
      servicesOffered: ['Cremation', 'Memorials'],
    });
    // Blank numbers and flags are left to the spec §9 defaults.
    expect(partnerInputSchema.parse(rows[1])).toMatchObject({
      annualCremations: 0,
      locationCount: 1,
      isPriority: false,
      isActive: true,
      servicesOffered: [],
    });
  });

  it('reads a file French-Canadian Excel saved with semicolons, its quoted cells keeping theirs', () => {
    const { rows, ignoredColumns } = parsePartnerCsv(
      [
        '\ufeffname;address;city;state;zipCode;phone;servicesOffered;directCremationFrom;Notes',
        'Résidence funéraire Côté;"1200, rue Saint-Denis";Montréal;Québec;H2X 1Y4;(514) 555-0100;"Crémation;Columbarium";1295;à rappeler',
      ].join('\r\n') + '\r\n',
    );
    expect(ignoredColumns).toEqual(['Notes']);
    expect(rows).toEqual([
      {
        name: 'Résidence funéraire Côté',
        address: '1200, rue Saint-Denis',
        city: 'Montréal',
        state: 'Québec',
        zipCode: 'H2X 1Y4',
        phone: '(514) 555-0100',
        servicesOffered: ['Crémation', 'Columbarium'],
        directCremationFromCents: 129_500,
      },
    ]);
  });

  it.each([
    ['yes', true],
    [' YES ', true],
    ['Yes', true],
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['no', false],
    ['No', false],
    ['false', false],
    [' False', false],
    ['0', false],
    ['oui', true],
    ['Vrai', true],
    ['NON', false],
    ['faux', false],
  ])('reads the flag %j as %s in the isActive and isPriority columns', (text, flag) => {
    const { rows } = parsePartnerCsv(`name,isActive,isPriority\nX,${text},${text}\n`);
    expect(rows[0]).toEqual({ name: 'X', isActive: flag, isPriority: flag });
  });

  it.each(['maybe', 'y', '2', 'on', 'x'])('makes the flag %j a row error naming the column and the value', (text) => {
    const { rows } = parsePartnerCsv(
      `name,address,city,state,zipCode,phone,isActive,isPriority\nX,1 A St,Austin,Texas,78701,512-555-0100,${text},${text}\n`,
    );
    const result = partnerInputSchema.safeParse(rows[0]);
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      isActive: `Active must be yes or no (or true/false, 1/0), not "${text}"`,
      isPriority: `Priority must be yes or no (or true/false, 1/0), not "${text}"`,
    });
  });

  it('passes a number that is not one on to the schema, which names it', () => {
    const { rows } = parsePartnerCsv('name,annualCremations\nX,about 40\n');
    expect(rows[0]?.annualCremations).toBe('about 40');
    const result = partnerInputSchema.safeParse({ ...rows[0] });
    expect(result.success).toBe(false);
  });

  it('round-trips its own export, formula guard included', () => {
    const original = partner({ name: '=Odd Name', phone: '+1 512 555 0100', isActive: true });
    const { rows } = parsePartnerCsv(partnersToCsv([original]));
    const { updatedAt, ...fields } = original;
    expect(rows[0]).toEqual({
      ...fields,
      lastUpdated: updatedAt,
      email: original.email,
      website: original.website,
      closures: `${nextYear}-12-25 Christmas Day; ${nextYear}-12-31..${nextYear + 1}-01-01`,
    });
    expect(partnerInputSchema.parse(rows[0]).closures).toEqual(original.closures);
  });

  it('round-trips the French About text and services, and reads a sheet without them as none', () => {
    const { rows } = parsePartnerCsv(partnersToCsv([partner()]));
    expect(partnerInputSchema.parse(rows[0])).toMatchObject({
      longDescriptionFr: 'Fondée en 1950 par la famille Tremblay.\n\nNous accompagnons les familles « avec soin ».',
      servicesOfferedFr: ['Crémation directe', 'Services commémoratifs'],
    });
    const typed = parsePartnerCsv(
      'name,address,city,state,zipCode,phone,servicesOfferedFr\nA,1 Rue,Laval,Quebec,H7N 1A1,(450) 555-0101,Crémation directe ; Urnes\n',
    );
    expect(partnerInputSchema.parse(typed.rows[0]).servicesOfferedFr).toEqual(['Crémation directe', 'Urnes']);
    const without = parsePartnerCsv(
      'name,address,city,state,zipCode,phone\nA,1 Rue,Laval,Quebec,H7N 1A1,(450) 555-0101\n',
    );
    expect(partnerInputSchema.parse(without.rows[0])).toMatchObject({ servicesOfferedFr: [] });
    expect(partnerInputSchema.parse(without.rows[0]).longDescriptionFr).toBeUndefined();
  });

  it('carries what families decide on, and the import schema reads it back (decision 028)', () => {
    const csv = partnersToCsv([partner()]);
    const header = csv.split('\r\n')[0] ?? '';
    expect(header).toContain(
      'priceListUrl,directCremationFrom,priceCheckedOn,openingHours,afterHoursPhone,offersPetCremation,acceptsCrematedRemains,offersWitnessedCremation,servesVeterans',
    );
    const { rows } = parsePartnerCsv(csv);
    const parsed = partnerInputSchema.parse(rows[0]);
    expect(parsed).toMatchObject({
      directCremationFromCents: 129_500,
      priceCheckedOn: '2026-11-03',
      openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
      offersPetCremation: true,
      offersWitnessedCremation: false,
    });
    const bad = parsePartnerCsv(
      'name,address,city,state,zipCode,phone,openingHours,directCremationFromCents\nA,1 St,Austin,Texas,78701,(512) 555-0100,Mo 9-11,1295\n',
    );
    expect(toFieldErrors(partnerInputSchema.safeParse(bad.rows[0]).error!)).toEqual({
      openingHours: 'Opening hours: "9-11" is not a time range like 09:00-17:00',
      priceCheckedOn: 'Enter the date the price was checked',
    });
    // Hours written the Quebec way import as the one stored notation.
    const french = parsePartnerCsv(
      'name,address,city,state,zipCode,phone,openingHours\nA,1 Rue,Laval,Quebec,H7N 1A1,(450) 555-0101,lun-ven 9 h à 17 h; dim fermé\n',
    );
    expect(partnerInputSchema.parse(french.rows[0]).openingHours).toBe('Mo-Fr 09:00-17:00; Su closed');
  });

  it('writes the price in dollars, as the admin form, and reads dollars back as cents', () => {
    const csv = partnersToCsv([
      partner({ directCremationFromCents: 129_550 }),
      partner({ directCremationFromCents: 99_500 }),
      partner({ directCremationFromCents: null, priceCheckedOn: null }),
    ]);
    const price = (row: string[] | undefined) => row?.[PARTNER_EXPORT_HEADER.indexOf('directCremationFrom')];
    expect(parseCsv(csv).slice(1).map(price)).toEqual(['1295.50', '995', '']);
    expect(parsePartnerCsv(csv).rows.map((row) => row.directCremationFromCents)).toEqual([129_550, 99_500, null]);

    const typed = parsePartnerCsv(
      ['name,directCremationFrom', 'A,1295', 'B,"$1,295.50"', 'C, $ 995 ', 'D,', 'E,about 1200'].join('\n'),
    );
    expect(typed.rows.map((row) => row.directCremationFromCents)).toEqual([
      129_500,
      129_550,
      99_500,
      null,
      'about 1200',
    ]);
    const unreadable = partnerInputSchema.shape.directCremationFromCents.safeParse('about 1200');
    expect(unreadable.error?.issues[0]?.message).toBe(
      'Direct cremation price must be in dollars, like 1295 or 1295.50 (a dot before the cents)',
    );
  });

  it('still reads a file exported with the price in cents, and prefers dollars when a file has both', () => {
    const legacy = parsePartnerCsv('name,directCremationFromCents\nA,129500\nB,\n');
    expect(legacy.rows.map((row) => row.directCremationFromCents)).toEqual([129_500, null]);
    expect(legacy.ignoredColumns).toEqual([]);
    const both = parsePartnerCsv('name,directCremationFromCents,directCremationFrom\nA,129500,1395\n');
    expect(both.rows[0]?.directCremationFromCents).toBe(139_500);
  });

  it('ends each row with the partner’s slug and version, which an import reads back', () => {
    const csv = partnersToCsv([partner({ updatedAt: new Date('2026-11-21T08:00:00.123Z') })]);
    const { rows, ignoredColumns } = parsePartnerCsv(csv);
    expect(ignoredColumns).toEqual([]);
    expect(rows[0]).toMatchObject({
      slug: 'hill-country-cremation-austin-tx',
      lastUpdated: '2026-11-21T08:00:00.123Z',
    });
  });

  it('refuses a file without a data row, with the spec message', () => {
    expect(() => parsePartnerCsv('name,address\n')).toThrow('CSV file must contain headers and at least one data row');
    expect(() => parsePartnerCsv('')).toThrow('CSV file must contain headers and at least one data row');
  });
});
