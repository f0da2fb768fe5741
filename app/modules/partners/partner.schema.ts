// ~/lib/zod first: it configures zod for the browser before drizzle-zod builds any schema.
import { z } from '~/lib/zod';
import { flagFromText } from '~/lib/csv';
import { createSchemaFactory } from 'drizzle-zod';
import { countryOfRegion, findRegion } from '~/modules/geo/regions';
import { formatPhone, PHONE_EXTENSION } from '~/modules/i18n/format';
import { readClosures } from './closures';
import { parseOpeningHours } from './opening-hours';
import { CANADIAN_POSTAL_CODE_PATTERN, US_ZIP_PATTERN } from './partner-formats';
import {
  PARTNER_COORDINATE_COLUMNS,
  PARTNER_PRIVATE_COLUMNS,
  PARTNER_SERVER_OWNED_COLUMNS,
  partners,
} from './partner.table';

/*
 * The partner schemas shared by the admin forms, the CSV import and the server (spec §3, §5; design §4),
 * derived from the drizzle table: the table decides which fields exist, this file only adds what input
 * needs on top of a column's type (trimming, limits, the spec's messages). Browser-safe: the table file
 * holds declarations only.
 */

const { createInsertSchema, createSelectSchema, createUpdateSchema } = createSchemaFactory({ zodInstance: z });

/** A zod `.pick`/`.omit` mask from a list of keys. */
function keyMask<K extends string>(keys: readonly K[]): { [P in K]: true } {
  return Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };
}

const LINE_BREAK = /[\r\n]/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An empty form input means "no value": it becomes null, which an update uses to clear the field. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const singleLine = (label: string, max: number) =>
  requiredText(label, max).refine((value) => !LINE_BREAK.test(value), `${label} must be on one line`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    emptyToNull,
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional(),
  );

const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .regex(HTTP_URL, `${label} must be a valid http(s) URL`);

/** A web address typed without its scheme (`example.com`, `www.example.com/path`): a dotted host name, port, path. */
const BARE_WEB_ADDRESS = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Admins type websites as they read them on a card; such an address gets `https://`, anything else is judged as is. */
function withWebScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return BARE_WEB_ADDRESS.test(trimmed) ? `https://${trimmed}` : value;
}

/** Website and social links: the form, the API and the CSV import all pass here, so they accept the same text. */
const optionalHttpUrl = (label: string) =>
  z.preprocess((value) => withWebScheme(emptyToNull(value)), httpUrl(label).nullable().optional());

/** Logos and photos: an http(s) URL or a path on this site (`/assets/x.png`, `attached_assets/x.png`). */
const optionalAssetUrl = (label: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(2000, `${label} must be at most 2000 characters`)
      // https only: the pages' CSP (img-src 'self' https:) blocks an http:// image, so it would show broken.
      .refine(
        (value) =>
          (HTTP_URL.test(value) && /^https:/i.test(value)) ||
          (/^\/?[\w-][\w./-]*$/.test(value) && !value.includes('..')),
        `${label} must start with https:// or be a path on this site`,
      )
      .nullable()
      .optional(),
  );

const count = (
  label: string,
  max: number,
  maxMessage = `${label} must be at most ${max}`,
  typeMessage = `${label} must be a number`,
) =>
  z
    .number({ error: typeMessage })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, maxMessage);

const rating = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 5`)
    .max(5, `${label} must be between 0 and 5`)
    .nullable()
    .optional();

const LANGUAGE_WORDS = new Map<string, 'en' | 'fr'>([
  ['en', 'en'],
  ['english', 'en'],
  ['anglais', 'en'],
  ['fr', 'fr'],
  ['french', 'fr'],
  ['français', 'fr'],
  ['francais', 'fr'],
]);

export const LANGUAGE_FIELD_MESSAGE = 'Language for emails must be en (English) or fr (French)';

/**
 * The language of a partner's emails: 'en' or 'fr', or the words a spreadsheet holds ("French", "Français");
 * a blank cell is no value (a new listing takes its province's default, an update keeps what it had).
 */
const languageField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    return word === '' ? undefined : (LANGUAGE_WORDS.get(word) ?? value);
  },
  z.enum(['en', 'fr'], { error: LANGUAGE_FIELD_MESSAGE }).optional(),
);

/**
 * A flag: a boolean, or its text (a CSV cell, an API client's "yes"); other text is quoted back in the
 * error, so the CSV import, the API and the form read and refuse the same values.
 */
const flag = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (flagFromText(value) ?? value) : value),
    z.boolean({
      error: (issue) =>
        typeof issue.input === 'string'
          ? `${label} must be yes or no (or true/false, 1/0), not "${issue.input.trim().slice(0, 40)}"`
          : `${label} must be true or false`,
    }),
  );

const emailField = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .refine((value) => !LINE_BREAK.test(value), 'Email must be on one line')
    .pipe(z.email('Enter a valid email address'))
    .nullable()
    .optional(),
);

const stateField = requiredText('State', 60).refine(
  (value) => countryOfRegion(value) !== undefined,
  'State must be a US state or Canadian province',
);

/** Trimmed and upper-cased; a Canadian code typed without its space (`k1a0b1`) gets it back. */
const zipCodeField = requiredText('ZIP code', 10).transform((value) => {
  const upper = value.toUpperCase();
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(upper) ? `${upper.slice(0, 3)} ${upper.slice(3)}` : upper;
});

/**
 * A number a family can dial from the page's tel: link: the area code and number (10 digits, 11 with the
 * leading 1), written with spaces, dots, dashes or brackets, perhaps an extension after x, #, ext. or poste
 * (as Quebec writes it). Seven digits (a local number, the rule this one replaced) still pass, so a listing
 * saved before can be edited without retyping its phone; 8 or 9 digits are a number cut short and ring nowhere.
 */
function isDialablePhone(value: string): boolean {
  const [number = '', ...extensions] = value.trim().split(PHONE_EXTENSION);
  if (!/^[\d\s()+\-.]+$/.test(number)) return false;
  if (extensions.length > 1 || extensions.some((extension) => !/^\d{1,6}$/.test(extension))) return false;
  const digits = number.replace(/\D/g, '');
  return digits.length === 7 || digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

export const PHONE_MESSAGE = 'Enter a valid phone number, like (512) 555-0142, with an extension after x or ext.';

/** Seven digits: a number kept from an older listing, which a mobile phone cannot dial without its area code. */
export function isLocalOnlyPhone(value: string): boolean {
  const [number = ''] = value.trim().split(PHONE_EXTENSION);
  return number.replace(/\D/g, '').length === 7;
}

/** A new or changed phone must have its area code; the seven-digit numbers the phone rule lets through are old ones. */
export const AREA_CODE_MESSAGE = 'Enter the phone number with its area code, like (512) 555-0142';

/**
 * How a partner's phone is stored (decision 049): one notation, "(512) 555-0199 ext. 12", whoever typed it
 * and however; a seven-digit local number stays as typed.
 */
export function phoneNotation(phone: string): string {
  return formatPhone('en', phone);
}

const phoneField = singleLine('Phone number', 40).refine(isDialablePhone, PHONE_MESSAGE).transform(phoneNotation);

/** An optional second number (after hours): the phone rule, blank clears it. */
const optionalPhoneField = (label: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(40, `${label} must be at most 40 characters`)
      .refine(isDialablePhone, PHONE_MESSAGE)
      .transform(phoneNotation)
      .nullable()
      .optional(),
  );

/** A price list a family can open safely from the page: https only (a bare address gets https://). */
const optionalHttpsUrl = (label: string) =>
  z.preprocess(
    (value) => withWebScheme(emptyToNull(value)),
    httpUrl(label)
      .refine((value) => /^https:\/\//i.test(value), `${label} must start with https://`)
      .nullable()
      .optional(),
  );

/** Opening hours: stored in the one way opening-hours.ts writes them; the message names the wrong part. */
const openingHoursField = z.preprocess(
  emptyToNull,
  z
    .string()
    .transform((value, ctx) => {
      const parsed = parseOpeningHours(value);
      if (parsed.ok) return parsed.text;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    })
    .nullable()
    .optional(),
);

/** A calendar day, YYYY-MM-DD, that exists. */
const optionalDay = (label: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-01`)
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000-01-01';
      }, `${label} must be a real date`)
      .nullable()
      .optional(),
  );

/**
 * Holiday closures (decision 036): the text form ("2026-12-25 Christmas Day; 2026-12-31..2027-01-01") from
 * forms and CSV cells, or a list of `{ from, to, note }` from JSON; stored as the checked, sorted list.
 * Blank means none. "Too far ahead" is counted from today's UTC date.
 */
const closuresField = z
  .unknown()
  .transform((value, ctx) => {
    const read = readClosures(emptyToNull(value), new Date().toISOString().slice(0, 10));
    if (read.ok) return read.closures;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  })
  .optional();

const closureJsonSchema = z.object({ from: z.string(), to: z.string(), note: z.string().nullable() });

const socialMediaField = z
  .object({
    facebook: optionalHttpUrl('Facebook link'),
    linkedin: optionalHttpUrl('LinkedIn link'),
    instagram: optionalHttpUrl('Instagram link'),
  })
  .nullable()
  .optional();

const coordinatesField = z
  .object({
    latitude: z.number().min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
    longitude: z
      .number()
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180'),
  })
  .nullable()
  .optional();

const servicesField = z
  .array(z.string().trim().min(1, 'A service cannot be empty').max(100, 'A service must be at most 100 characters'), {
    error: 'Services must be a list',
  })
  .max(50, 'At most 50 services');

/**
 * What input adds to each column the forms write (spec §3): the table gives the fields, these give the rules
 * and messages. A column without an entry here is still a field, checked by its column type alone.
 */
const fieldRules = {
  name: singleLine('Business name', 200),
  address: requiredText('Address', 300),
  city: singleLine('City', 100),
  state: stateField,
  zipCode: zipCodeField,
  phone: phoneField,
  email: emailField,
  website: optionalHttpUrl('Website'),
  description: optionalText('Description', 2000),
  longDescription: optionalText('Long description', 20000),
  descriptionFr: optionalText('Description (French)', 2000),
  longDescriptionFr: optionalText('Long description (French)', 20000),
  preferredLanguage: languageField,
  annualCremations: count('Annual cremations', 1_000_000),
  locationCount: count('Location count', 10_000),
  isPriority: flag('Priority'),
  isActive: flag('Active'),
  logoUrl: optionalAssetUrl('Logo URL'),
  imageUrl: optionalAssetUrl('Image URL'),
  socialMedia: socialMediaField,
  servicesOffered: servicesField,
  // Optional where the English list is required (the portal's form): no French list means the English one.
  servicesOfferedFr: servicesField.optional(),
  yelpRating: rating('Yelp rating'),
  yelpReviewCount: count('Yelp review count', 10_000_000).nullable().optional(),
  googleRating: rating('Google rating'),
  googleReviewCount: count('Google review count', 10_000_000).nullable().optional(),
  googlePlaceId: optionalText('Google place ID', 300),
  priceListUrl: optionalHttpsUrl('Price list link'),
  // Up to $100,000 (in cents): a typo of a few zeros is refused rather than published, in dollars' words.
  // A decimal comma ("995,50") is refused, not guessed (dollars.ts): the message says how to type cents.
  directCremationFromCents: count(
    'Direct cremation price',
    10_000_000,
    'Direct cremation price must be at most $100,000',
    'Direct cremation price must be in dollars, like 1295 or 1295.50 (a dot before the cents)',
  )
    .nullable()
    .optional(),
  priceCheckedOn: optionalDay('Price checked on'),
  openingHours: openingHoursField,
  closures: closuresField,
  afterHoursPhone: optionalPhoneField('After-hours phone'),
  offersPetCremation: flag('Pet cremation'),
  acceptsCrematedRemains: flag('Accepts remains cremated elsewhere'),
  offersWitnessedCremation: flag('Witnessed cremation'),
  servesVeterans: flag('Veterans services'),
};

/** Not written by input; the two coordinate columns are written as one `coordinates` field instead. */
const notInputColumns = keyMask([...PARTNER_SERVER_OWNED_COLUMNS, ...PARTNER_COORDINATE_COLUMNS]);

/** Every field a form, an API body or a CSV row writes, as its rule says, without defaults. */
const partnerFields = createUpdateSchema(partners, fieldRules)
  .omit(notInputColumns)
  .extend({ coordinates: coordinatesField });

/**
 * Why a ZIP does not fit the country of its state (US `12345` or `12345-6789`, Canada `A1A 1A1`), or null.
 * Exported for the server's checks of merged records (an update that changes only the state).
 */
export function zipCodeProblem(state: string, zipCode: string): string | null {
  const country = countryOfRegion(state);
  if (country === 'CA' && !CANADIAN_POSTAL_CODE_PATTERN.test(zipCode))
    return 'Enter a Canadian postal code like A1A 1A1';
  if (country === 'US' && !US_ZIP_PATTERN.test(zipCode)) return 'Enter a ZIP code like 12345 or 12345-6789';
  return null;
}

function checkZipForCountry(value: { state?: string; zipCode?: string }, ctx: z.RefinementCtx) {
  if (value.state === undefined || value.zipCode === undefined) return;
  const problem = zipCodeProblem(value.state, value.zipCode);
  if (problem) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: problem });
}

/**
 * The ZIP-for-country check needs only the state and the ZIP, so it runs whenever those two parsed, even
 * when other fields failed: a form or an import row shows all its problems at once.
 */
const zipCheckParams: z.core.$ZodSuperRefineParams = {
  when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'state' || issue.path?.[0] === 'zipCode'),
};

export const PRICE_NEEDS_DATE_MESSAGE = 'Enter the date the price was checked';

/**
 * A price is published with the day it was checked, never alone. Checked on the fields given (a create, or
 * an update that sets the price and leaves the date out stays the server's to check against the row).
 */
function checkPriceHasDate(
  value: { directCremationFromCents?: number | null; priceCheckedOn?: string | null },
  ctx: z.RefinementCtx,
) {
  if (typeof value.directCremationFromCents === 'number' && value.priceCheckedOn === null) {
    ctx.addIssue({ code: 'custom', path: ['priceCheckedOn'], message: PRICE_NEEDS_DATE_MESSAGE });
  }
}
const priceCheckParams: z.core.$ZodSuperRefineParams = {
  when: ({ issues }) =>
    !issues.some((issue) => issue.path?.[0] === 'directCremationFromCents' || issue.path?.[0] === 'priceCheckedOn'),
};

/** POST /api/admin/partners, CSV import rows. Defaults per spec §9. */
export const partnerInputSchema = createInsertSchema(partners, {
  ...fieldRules,
  annualCremations: fieldRules.annualCremations.default(0),
  locationCount: fieldRules.locationCount.default(1),
  isPriority: fieldRules.isPriority.default(false),
  isActive: fieldRules.isActive.default(true),
  servicesOffered: fieldRules.servicesOffered.default([]),
  servicesOfferedFr: fieldRules.servicesOfferedFr.default([]),
  priceCheckedOn: fieldRules.priceCheckedOn.default(null),
  closures: fieldRules.closures.default([]),
  offersPetCremation: fieldRules.offersPetCremation.default(false),
  acceptsCrematedRemains: fieldRules.acceptsCrematedRemains.default(false),
  offersWitnessedCremation: fieldRules.offersWitnessedCremation.default(false),
  servesVeterans: fieldRules.servesVeterans.default(false),
})
  .omit(notInputColumns)
  .extend({ coordinates: coordinatesField })
  .superRefine(checkZipForCountry, zipCheckParams)
  .superRefine(checkPriceHasDate, priceCheckParams);
export type PartnerInput = z.output<typeof partnerInputSchema>;

/**
 * PUT /api/admin/partners/{id}: every field optional; null clears an optional field. `updatedAt`, when
 * sent, is the version the editor loaded: a newer row means someone else saved first (409).
 */
export const partnerUpdateSchema = partnerFields
  .extend({ updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }) })
  .partial()
  .superRefine(checkZipForCountry, zipCheckParams);
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

/**
 * Spec §3 "Partner bulk update fields", and the language for emails; only defined fields are applied, and at
 * least one is needed.
 */
export const partnerBulkUpdateSchema = partnerFields
  .pick({
    annualCremations: true,
    locationCount: true,
    isPriority: true,
    isActive: true,
    state: true,
    servicesOffered: true,
    description: true,
    website: true,
    email: true,
    preferredLanguage: true,
  })
  .partial()
  .refine((updates) => Object.values(updates).some((value) => value !== undefined), {
    message: 'Please select at least one field to update',
  });
export type PartnerBulkUpdate = z.output<typeof partnerBulkUpdateSchema>;

/**
 * What a partner edits of its own listing in the portal: the contact facts, what it offers and what families
 * decide on (decision 028). The price's checked date is the server's (the day the price changes). Name and
 * address go to the office (`partnerNameAddressSchema`). The email is required there: it is the address the
 * partner signs in with.
 */
export const partnerOwnEditSchema = partnerFields
  .pick({
    phone: true,
    email: true,
    website: true,
    description: true,
    longDescription: true,
    descriptionFr: true,
    longDescriptionFr: true,
    preferredLanguage: true,
    servicesOffered: true,
    servicesOfferedFr: true,
    priceListUrl: true,
    directCremationFromCents: true,
    openingHours: true,
    closures: true,
    afterHoursPhone: true,
    offersPetCremation: true,
    acceptsCrematedRemains: true,
    offersWitnessedCremation: true,
    servesVeterans: true,
  })
  .required({
    phone: true,
    servicesOffered: true,
    offersPetCremation: true,
    acceptsCrematedRemains: true,
    offersWitnessedCremation: true,
    servesVeterans: true,
  })
  .refine((value) => value.email != null, { path: ['email'], message: 'Email is required: it is how you sign in' });
export type PartnerOwnEdit = z.output<typeof partnerOwnEditSchema>;

/** A partner's request to change its name or address: the office approves it before families see it. */
export const partnerNameAddressSchema = partnerFields
  .pick({ name: true, address: true, city: true, state: true, zipCode: true })
  .required()
  .superRefine(checkZipForCountry, zipCheckParams);
export type PartnerNameAddress = z.output<typeof partnerNameAddressSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The JSON of a partner, public (GET /api/partners...) and admin alike (the admin sees inactive partners
 * too): every column but the private ones, dates as ISO 8601, coordinates as one object or null.
 */
export const partnerJsonSchema = createSelectSchema(partners, {
  createDate: isoDateTime,
  createdAt: isoDateTime,
  // An admin update names it to detect a concurrent edit.
  updatedAt: isoDateTime,
  // When the office last confirmed the listing.
  informationCheckedAt: isoDateTime,
  socialMedia: z
    .object({ facebook: z.string().optional(), linkedin: z.string().optional(), instagram: z.string().optional() })
    .nullable(),
  closures: z.array(closureJsonSchema),
})
  .omit(keyMask([...PARTNER_PRIVATE_COLUMNS, ...PARTNER_COORDINATE_COLUMNS]))
  .extend({ coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable() });
export type Partner = z.output<typeof partnerJsonSchema>;

/** Design §4: bulk calls name at most 2,000 ids. */
export const MAX_BULK_IDS = 2000;

const bulkIdsField = z
  .array(z.uuid('Each id must be a partner id'), { error: 'ids must be a list of partner ids' })
  .min(1, 'Select at least one partner')
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} partners at a time`);

/** PATCH /api/admin/partners/bulk-edit body. */
export const partnerBulkEditSchema = z.object({
  ids: bulkIdsField,
  updates: partnerBulkUpdateSchema,
});
export type PartnerBulkEdit = z.output<typeof partnerBulkEditSchema>;

/** DELETE /api/admin/partners/bulk-delete body. */
export const partnerBulkDeleteSchema = z.object({ ids: bulkIdsField });

/** Admin routes name a partner by its uuid only (design §4): anything else is a 400, never a query. */
export const adminPartnerIdParamsSchema = z.object({
  id: z.uuid({ error: 'Partner id must be a uuid' }),
});

/** Design §4: an import holds at most 5,000 rows (and its body at most 5 MB). */
export const MAX_IMPORT_ROWS = 5000;

/**
 * POST /api/admin/partners/bulk: `{ partners[] }` (spec §7). Each row is checked on its own against
 * partnerInputSchema by the service, so the error can name the row. `dryRun` validates and reports every
 * row's problems without writing (the import preview).
 */
export const partnerImportSchema = z.object({
  partners: z
    .array(z.unknown(), { error: 'partners must be a list' })
    .min(1, 'CSV file must contain headers and at least one data row')
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} partners per import`),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).optional().default(false),
});

/**
 * An import row may name the partner it updates by `slug` (optional column); otherwise a row matches an
 * existing partner with the same name, address and ZIP (case-insensitive). `lastUpdated`, as exported, is
 * the version the row was edited from: a partner changed since then is not overwritten (decision 045).
 */
export const importRowIdentitySchema = z.object({
  slug: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(300, 'Slug must be at most 300 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may hold only letters, digits and single hyphens')
      .nullable()
      .optional(),
  ),
  lastUpdated: z.preprocess(
    emptyToNull,
    z.iso
      .datetime({
        offset: true,
        error:
          'lastUpdated must be the date and time as exported, like 2026-11-28T14:05:00.000Z: export again, or empty the cell to overwrite',
      })
      .nullable()
      .optional(),
  ),
});

/** One row's problem in an import preview (dry run). */
const importRowIssueSchema = z.object({
  /** 1-based position of the row among the imported partners (the first data row of a CSV is row 1). */
  row: z.number(),
  field: z.string(),
  message: z.string(),
});
export type PartnerImportRowIssue = z.output<typeof importRowIssueSchema>;

/** A field an import row changes on the partner it updates, in the partner history's words. */
const importChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  /** Long texts cut around the change. */
  before: z.string(),
  after: z.string(),
  /** Address, city, state, ZIP or coordinates: the partner moves on the map and in searches by place. */
  movesOnMap: z.boolean(),
});
export type PartnerImportChange = z.output<typeof importChangeSchema>;

/** The answer of POST /api/admin/partners/bulk. */
export const partnerImportResultSchema = z.object({
  count: z.number(),
  created: z.number(),
  /** Existing partners the rows change, and those they match but leave as they are. */
  updated: z.number(),
  unchanged: z.number(),
  /** Dry run only: every problem of every row, one per field (a real import refuses them in its 400 instead). */
  errors: z.array(importRowIssueSchema).optional(),
  /** Dry run only, one per row: what a valid row would do (null for a row with a problem). */
  actions: z.array(z.enum(['create', 'update', 'unchanged']).nullable()).optional(),
  /** Dry run only, one per row: the fields an updating row changes (empty for any other row). */
  changes: z.array(z.array(importChangeSchema)).optional(),
});
export type PartnerImportResult = z.output<typeof partnerImportResultSchema>;

/** The answer of PATCH /api/admin/partners/bulk-edit. */
export const partnerBulkEditResultSchema = z.object({ updatedCount: z.number() });
/** The answer of DELETE /api/admin/partners/bulk-delete. */
export const partnerBulkDeleteResultSchema = z.object({ deletedCount: z.number() });
/** The answer of DELETE /api/admin/partners/{id}. */
export const partnerDeleteResultSchema = z.object({ success: z.literal(true) });
/** The answers of POST /api/admin/partners/generate-description and -long-description. */
export const generatedDescriptionSchema = z.object({ description: z.string() });
export const generatedLongDescriptionSchema = z.object({ longDescription: z.string() });

/** The answer of GET /api/admin/partners/search. */
export const adminPartnerSearchResultSchema = z.array(partnerJsonSchema);

/** GET /api/admin/partners/search?q=&state= (both optional, but the screen sends at least one). */
export const adminPartnerSearchQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === undefined ? '' : value),
    z.string({ error: 'q must be a single value' }).trim().max(100, 'Search text must be at most 100 characters'),
  ),
  state: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: 'state must be a single value' })
      .trim()
      .max(60, 'State must be at most 60 characters')
      .refine((value) => findRegion(value) !== undefined, 'State must be a US state or Canadian province')
      .transform((value) => findRegion(value)?.name ?? value)
      .optional(),
  ),
});
export type AdminPartnerSearchQuery = z.output<typeof adminPartnerSearchQuerySchema>;

/** Spec §5: the generate-description guard (also the server's 400 message). */
export const MISSING_DESCRIPTION_FACTS_MESSAGE = 'Please fill in partner name, address, city, and state first.';

const factText = (max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: `Must be text of at most ${max} characters` })
      .trim()
      .max(max)
      .nullable()
      .optional(),
  );
const requiredFact = z.preprocess(
  emptyToNull,
  z.string({ error: MISSING_DESCRIPTION_FACTS_MESSAGE }).trim().min(1, MISSING_DESCRIPTION_FACTS_MESSAGE).max(300),
);
const factCount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().min(0).max(10_000_000).optional().catch(undefined),
);

/**
 * POST /api/admin/partners/generate-description and -long-description: the form values the writer may use.
 * Lenient on purpose (a half-filled form can still get a description): only name, address, city and state
 * are required, a number that does not parse is simply not used.
 */
export const partnerDescriptionRequestSchema = z.object({
  name: requiredFact,
  address: requiredFact,
  city: requiredFact,
  state: requiredFact,
  servicesOffered: z
    .array(z.string().trim().max(100))
    .max(50)
    .optional()
    .catch(undefined)
    .transform((services) => (services ?? []).filter((service) => service !== '')),
  annualCremations: factCount,
  locationCount: factCount,
  partnerSince: factText(60),
  description: factText(2000),
});
export type PartnerDescriptionRequest = z.output<typeof partnerDescriptionRequestSchema>;
