import type { PartnerRow } from './partner.table';

/**
 * Every partner column as the admin screens name it: the add/edit form's labels, and for the columns the
 * server writes, the words the partner table and history use. The form's conflict view and the history read
 * these; partner-shape.test.ts-style drift is caught by the Record type (a new column needs a label).
 */
export const PARTNER_FIELD_LABELS: Readonly<Record<keyof PartnerRow, string>> = {
  id: 'ID',
  slug: 'Page Address',
  name: 'Business Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  phone: 'Phone Number',
  stateSlug: 'State in Page Addresses',
  citySlug: 'City in Page Addresses',
  country: 'Country',
  email: 'Email',
  website: 'Website',
  description: 'Description',
  longDescription: 'Long Description',
  descriptionFr: 'Description (French)',
  longDescriptionFr: 'Long Description (French)',
  preferredLanguage: 'Language for emails',
  annualCremations: 'Annual Cremations',
  locationCount: 'Locations',
  isPriority: 'Priority Partner',
  isActive: 'Active',
  partnerSince: 'Partner Since',
  createDate: 'Created',
  logoUrl: 'Logo URL',
  imageUrl: 'Image URL',
  socialMedia: 'Social Media',
  latitude: 'Latitude',
  longitude: 'Longitude',
  servicesOffered: 'Services Offered',
  servicesOfferedFr: 'Services Offered (French)',
  yelpRating: 'Yelp Rating',
  yelpReviewCount: 'Yelp Review Count',
  googleRating: 'Google Rating',
  googleReviewCount: 'Google Review Count',
  googlePlaceId: 'Google Place ID',
  googleSyncedAt: 'Google Data Refreshed',
  priceListUrl: 'Price List Link',
  directCremationFromCents: 'Direct Cremation From',
  priceCheckedOn: 'Price Checked On',
  openingHours: 'Opening Hours',
  openingMinutes: 'Opening Minutes',
  closures: 'Holiday Closures',
  afterHoursPhone: 'After-Hours Phone',
  offersPetCremation: 'Pet Cremation',
  acceptsCrematedRemains: 'Accepts Remains Cremated Elsewhere',
  offersWitnessedCremation: 'Witnessed Cremation',
  servesVeterans: 'Veterans Services',
  logoKey: 'Logo',
  logoWidth: 'Logo Width',
  logoHeight: 'Logo Height',
  createdAt: 'Created',
  informationCheckedAt: 'Information Checked',
  updatedAt: 'Last Saved',
};

/** The partner languages for emails, as the form's choices name them. */
export const PARTNER_LANGUAGE_LABELS: Readonly<Record<PartnerRow['preferredLanguage'], string>> = {
  en: 'English',
  fr: 'French',
};
