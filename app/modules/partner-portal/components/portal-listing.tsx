import { Form } from 'react-router';
import type { Partner } from '~/modules/partners/partner.schema';
import { CLOSURES_FORMAT_HINT } from '~/modules/partners/closures';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { FormField, fieldA11y } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { IMAGE_LIMITS_HINT, IMAGE_TYPES_ACCEPTED } from '~/modules/media/image-limits';
import { mediaUrl } from '~/modules/media/media-paths';
import { BADGE_HEIGHT, BADGE_WIDTH } from '../badge';
import type { PortalChangeRequest, RegionGroup } from '../portal-constants';
import type { ListingFigures } from '../portal.service.server';
import { PortalFigures } from './portal-figures';

export interface ListingFormState {
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  saved?: boolean;
  confirmed?: boolean;
  requested?: boolean;
  /** Why an uploaded logo was refused. */
  logoError?: string;
  logoSaved?: 'uploaded' | 'removed';
}

// A native select styled like the inputs (the shared Select pulls an icon set into this page's chunk).
const SELECT_CLASS =
  'border-brand-300 text-ink focus-visible:border-brand-700 aria-invalid:border-danger min-h-11 w-full cursor-pointer rounded-lg border bg-white px-4 py-2 text-base shadow-sm';

const SERVICE_FLAGS = [
  ['offersPetCremation', 'Pet cremation'],
  ['acceptsCrematedRemains', 'Accepts remains cremated elsewhere'],
  ['offersWitnessedCremation', 'Witnessed cremation'],
  ['servesVeterans', 'Veterans services'],
] as const;

/** Cents as the dollars a partner types ("1295", "1295.50"). */
const dollarsText = (cents: number | null) =>
  cents === null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

const submittedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * One listing in the portal: its public page, the check date with "Yes, still right", its figures, the
 * edit form and the badge. Plain forms posting to the portal's action: they work before and without JavaScript.
 */
export function PortalListing({
  partner,
  listingPath,
  csrf,
  state,
  badgeSrc,
  snippet,
  checked,
  changeRequest,
  regionGroups,
  figures,
  toolLinks,
  closures,
}: {
  /** The closures still to come, one a line (the loader drops past ones). */
  closures: string;
  /** Views, taps and inquiries of the last 30 days and six months. */
  figures: ListingFigures | null;
  /** The press release and video tools, opened with this listing's facts filled in. */
  toolLinks: { pressRelease: string; video: string };
  /** The states and provinces a listing may be in, from the loader (keeps the list out of shared chunks). */
  regionGroups: readonly RegionGroup[];
  /** The name or address change waiting for the office, if any. */
  changeRequest: PortalChangeRequest | null;
  /** 'November 25, 2026', formatted by the loader. */
  checked: string | null;
  partner: Partner;
  listingPath: string;
  csrf: string;
  state: ListingFormState;
  badgeSrc: string;
  snippet: string;
}) {
  const id = (field: string) => `listing-${partner.id}-${field}`;
  const errors = state.fieldErrors ?? {};
  const value = (field: string, fallback: string | null) => state.values?.[field] ?? fallback ?? '';
  const ticked = (field: (typeof SERVICE_FLAGS)[number][0]) =>
    state.values?.[field] === undefined ? partner[field] : state.values[field] === 'yes';
  // The price is typed in dollars; the schema's field (and its error) is the cents.
  const errorOf = (field: string) =>
    field === 'directCremationFrom' ? errors.directCremationFromCents : errors[field];
  const textField = (
    field: string,
    label: string,
    fallback: string | null,
    { hint, type = 'text', maxLength }: { hint?: string; type?: string; maxLength?: number } = {},
  ) => (
    <FormField id={id(field)} label={label} optional hint={hint} error={errorOf(field)}>
      <Input
        name={field}
        type={type}
        maxLength={maxLength}
        defaultValue={value(field, fallback)}
        {...fieldA11y(id(field), { error: errorOf(field), hint: hint !== undefined })}
      />
    </FormField>
  );
  const services = state.values?.servicesOffered ?? partner.servicesOffered.join('\n');
  return (
    <article className="border-line grid gap-6 rounded-xl border bg-white p-4 sm:p-6" aria-labelledby={id('name')}>
      <header className="grid gap-1">
        <h2 id={id('name')} className="text-ink text-2xl font-semibold [overflow-wrap:anywhere]">
          <bdi>{partner.name}</bdi>
        </h2>
        <p className="text-muted">
          {partner.address}, {partner.city}, {partner.state} {partner.zipCode}
        </p>
        {partner.isActive ? (
          <p>
            <a href={listingPath} className="text-brand-700 font-medium underline underline-offset-4">
              See your public page
            </a>
          </p>
        ) : (
          <p className="text-muted">This listing is not shown to families at the moment. Ask the office why.</p>
        )}
      </header>

      <section className="bg-brand-50 grid gap-3 rounded-lg p-4" aria-label="Is your listing still right?">
        <p className="text-ink">
          {checked ? (
            <>
              Families read: Information checked on <time dateTime={partner.informationCheckedAt}>{checked}</time>.
            </>
          ) : null}
        </p>
        {state.confirmed ? (
          <p role="status" className="text-ink font-medium">
            Thank you. The date now says today.
          </p>
        ) : null}
        <Form method="post" className="flex flex-wrap gap-3">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="partnerId" value={partner.id} />
          <Button type="submit" name="intent" value="confirm" variant="secondary">
            Yes, still right
          </Button>
        </Form>
      </section>

      <section className="grid gap-4" aria-labelledby={id('logo')}>
        <h3 id={id('logo')} className="text-ink text-xl font-semibold">
          Logo or photo
        </h3>
        <p className="text-muted">Shown at the top of your public page, at once.</p>
        {partner.logoKey && partner.logoWidth && partner.logoHeight ? (
          <img
            src={mediaUrl(partner.logoKey)}
            alt={`${partner.name} logo`}
            width={partner.logoWidth}
            height={partner.logoHeight}
            className="border-line h-auto max-h-32 w-auto max-w-full justify-self-start rounded-md border object-contain"
          />
        ) : (
          <p className="text-ink">No logo or photo yet.</p>
        )}
        {state.logoSaved ? (
          <Alert>
            <span role="status">
              {state.logoSaved === 'uploaded'
                ? 'Uploaded. Families see it on your public page now.'
                : 'Removed from your public page.'}
            </span>
          </Alert>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="partnerId" value={partner.id} />
          <FormField id={id('logo-file')} label="Image file" required hint={IMAGE_LIMITS_HINT} error={state.logoError}>
            <input
              type="file"
              name="logo"
              accept={IMAGE_TYPES_ACCEPTED}
              required
              className="text-ink file:border-brand-300 file:text-ink min-h-11 w-full text-base file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:bg-white file:px-4 file:py-2"
              {...fieldA11y(id('logo-file'), { error: state.logoError, hint: true, required: true })}
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="logo">
              Upload
            </Button>
          </div>
        </Form>
        {partner.logoKey ? (
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="partnerId" value={partner.id} />
            <Button type="submit" name="intent" value="remove-logo" variant="secondary">
              Remove the logo
            </Button>
          </Form>
        ) : null}
      </section>
      {figures ? <PortalFigures figures={figures} headingId={id('figures')} /> : null}

      <section className="grid gap-4" aria-labelledby={id('edit')}>
        <h3 id={id('edit')} className="text-ink text-xl font-semibold">
          Contact details, prices, hours and services
        </h3>
        <p className="text-muted">
          Changes show on your public page at once. A new name or address goes to the office first (below).
        </p>
        {state.saved ? (
          <Alert>
            <span role="status">Saved. Families see the new details now.</span>
          </Alert>
        ) : null}
        <Form method="post" noValidate className="grid gap-5">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="partnerId" value={partner.id} />
          <FormField id={id('phone')} label="Phone" required error={errors.phone}>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              defaultValue={value('phone', partner.phone)}
              {...fieldA11y(id('phone'), { error: errors.phone, required: true })}
            />
          </FormField>
          <FormField
            id={id('email')}
            label="Email"
            required
            hint="Families write here, and it is the address you sign in with."
            error={errors.email}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={value('email', partner.email)}
              {...fieldA11y(id('email'), { error: errors.email, hint: true, required: true })}
            />
          </FormField>
          <FormField id={id('website')} label="Website" optional error={errors.website}>
            <Input
              name="website"
              type="url"
              inputMode="url"
              maxLength={2000}
              defaultValue={value('website', partner.website)}
              {...fieldA11y(id('website'), { error: errors.website })}
            />
          </FormField>
          <FormField
            id={id('description')}
            label="Short description"
            optional
            hint="What families should know first. At most 2,000 characters."
            error={errors.description}
          >
            <Textarea
              name="description"
              rows={4}
              maxLength={2000}
              defaultValue={value('description', partner.description)}
              {...fieldA11y(id('description'), { error: errors.description, hint: true })}
            />
          </FormField>
          <FormField
            id={id('descriptionFr')}
            label="Short description in French"
            optional
            hint="Shown on the French pages. Left empty, they show your English description. At most 2,000 characters."
            error={errors.descriptionFr}
          >
            <Textarea
              name="descriptionFr"
              lang="fr-CA"
              rows={4}
              maxLength={2000}
              defaultValue={value('descriptionFr', partner.descriptionFr)}
              {...fieldA11y(id('descriptionFr'), { error: errors.descriptionFr, hint: true })}
            />
          </FormField>
          <FormField
            id={id('servicesOffered')}
            label="Services offered"
            hint="One a line."
            error={errors.servicesOffered}
          >
            <Textarea
              name="servicesOffered"
              rows={5}
              defaultValue={services}
              {...fieldA11y(id('servicesOffered'), { error: errors.servicesOffered, hint: true })}
            />
          </FormField>
          {textField('priceListUrl', 'Price list link', partner.priceListUrl, {
            type: 'url',
            hint: 'Your own price list (General Price List); https:// only.',
            maxLength: 2000,
          })}
          {textField(
            'directCremationFrom',
            'Direct cremation from (dollars)',
            dollarsText(partner.directCremationFromCents),
            {
              hint: 'Your lowest direct cremation price. When it changes, families see it as checked today.',
            },
          )}
          {textField('openingHours', 'Opening hours', partner.openingHours, {
            hint: 'One line such as "Mo-Fr 09:00-17:00; Sa 10:00-14:00" (Su closed, 24/7, Fr 20:00-02:00), in your local time.',
            maxLength: 500,
          })}
          <FormField
            id={id('closures')}
            label="Holiday closures"
            optional
            hint={`Days you are closed all day, whatever your hours say. ${CLOSURES_FORMAT_HINT} Past days drop off by themselves.`}
            error={errors.closures}
          >
            <Textarea
              name="closures"
              rows={5}
              defaultValue={state.values?.closures ?? closures}
              placeholder="2026-12-25 Christmas Day"
              {...fieldA11y(id('closures'), { error: errors.closures, hint: true })}
            />
          </FormField>
          {textField('afterHoursPhone', 'After-hours phone', partner.afterHoursPhone, { type: 'tel', maxLength: 40 })}
          <fieldset className="grid gap-3">
            <legend className="text-ink mb-2 text-base font-medium">What you offer</legend>
            {SERVICE_FLAGS.map(([field, label]) => (
              <label key={field} className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
                <Checkbox name={field} value="yes" defaultChecked={ticked(field)} />
                {label}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" name="intent" value="save">
              Save changes
            </Button>
          </div>
        </Form>
      </section>

      <section className="grid gap-4" aria-labelledby={id('name-address')}>
        <h3 id={id('name-address')} className="text-ink text-xl font-semibold">
          Name and address
        </h3>
        <p className="text-muted">The office checks a new name or address before families see it.</p>
        {changeRequest ? (
          <Alert>
            <span role="status">
              Waiting for the office since {submittedOn(changeRequest.createdAt)}:{' '}
              <bdi>{changeRequest.proposed.name}</bdi>, {changeRequest.proposed.address}, {changeRequest.proposed.city},{' '}
              {changeRequest.proposed.state} {changeRequest.proposed.zipCode}.
            </span>
          </Alert>
        ) : null}
        <Form method="post" noValidate className="grid gap-5">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="partnerId" value={partner.id} />
          {(
            [
              ['name', 'Business name', partner.name, 'organization', 200],
              ['address', 'Address', partner.address, 'street-address', 300],
              ['city', 'City', partner.city, 'address-level2', 100],
              ['zipCode', 'ZIP or postal code', partner.zipCode, 'postal-code', 10],
            ] as const
          ).map(([field, label, current, autoComplete, maxLength]) => (
            <FormField key={field} id={id(`change-${field}`)} label={label} required error={errors[field]}>
              <Input
                name={field}
                autoComplete={autoComplete}
                maxLength={maxLength}
                defaultValue={value(field, current)}
                {...fieldA11y(id(`change-${field}`), { error: errors[field], required: true })}
              />
            </FormField>
          ))}
          <FormField id={id('change-state')} label="State or province" required error={errors.state}>
            <select
              className={SELECT_CLASS}
              name="state"
              autoComplete="address-level1"
              defaultValue={value('state', partner.state)}
              {...fieldA11y(id('change-state'), { error: errors.state, required: true })}
            >
              {regionGroups.map(({ group, names }) => (
                <optgroup key={group} label={group}>
                  {names.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FormField>
          <div>
            <Button type="submit" name="intent" value="request-change" variant="secondary">
              Send to the office
            </Button>
          </div>
        </Form>
      </section>

      <section className="grid gap-3" aria-labelledby={id('tools')}>
        <h3 id={id('tools')} className="text-ink text-xl font-semibold">
          Announce your partnership
        </h3>
        <p className="text-muted">
          The partner tools open with this listing&rsquo;s name, contact details and address filled in.
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a
              href={toolLinks.pressRelease}
              className="text-brand-700 inline-block py-2.5 font-medium underline underline-offset-4"
            >
              Write a press release
              <span className="sr-only">
                for <bdi>{partner.name}</bdi>
              </span>
            </a>
          </li>
          <li>
            <a
              href={toolLinks.video}
              className="text-brand-700 inline-block py-2.5 font-medium underline underline-offset-4"
            >
              Make a video
              <span className="sr-only">
                for <bdi>{partner.name}</bdi>
              </span>
            </a>
          </li>
        </ul>
      </section>

      <section className="grid gap-3" aria-labelledby={id('badge')}>
        <h3 id={id('badge')} className="text-ink text-xl font-semibold">
          Badge for your website
        </h3>
        <p className="text-muted">
          Copy this code into your website: it shows the badge and links to your listing. No script, no tracking.
        </p>
        <img src={badgeSrc} alt="Authorized partner badge" width={BADGE_WIDTH} height={BADGE_HEIGHT} />
        <label htmlFor={id('snippet')} className="text-ink font-medium">
          Badge code
        </label>
        <Textarea id={id('snippet')} readOnly rows={4} value={snippet} className="font-mono text-sm" />
      </section>
    </article>
  );
}
