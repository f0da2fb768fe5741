import { Form } from 'react-router';
import type { Partner } from '~/modules/partners/partner.schema';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { FormField, fieldA11y } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { BADGE_HEIGHT, BADGE_WIDTH } from '../badge';

export interface ListingFormState {
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  saved?: boolean;
  confirmed?: boolean;
}

/**
 * One listing in the portal: its public page, the check date with "Yes, still right", the edit form and
 * the badge. Plain forms posting to the portal's action: they work before and without JavaScript.
 */
export function PortalListing({
  partner,
  listingPath,
  csrf,
  state,
  badgeSrc,
  snippet,
  checked,
}: {
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
  const value = (field: 'phone' | 'email' | 'website' | 'description', fallback: string | null) =>
    state.values?.[field] ?? fallback ?? '';
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

      <section className="grid gap-4" aria-labelledby={id('edit')}>
        <h3 id={id('edit')} className="text-ink text-xl font-semibold">
          Contact details and services
        </h3>
        <p className="text-muted">
          Changes show on your public page at once. To change the name or address, write to the office.
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
          <div>
            <Button type="submit" name="intent" value="save">
              Save changes
            </Button>
          </div>
        </Form>
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
