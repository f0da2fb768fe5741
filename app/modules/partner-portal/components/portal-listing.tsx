import { nameArgs } from '~/modules/i18n/name-grammar';
import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDate, formatNumber, phoneAsWritten } from '~/modules/i18n/format';
import { isLocale, LANGUAGE_NAME, type Locale } from '~/modules/i18n/locales';
import { localizedAddress } from '~/modules/partners/components/partner-display';
import type { Partner } from '~/modules/partners/partner.schema';
import { openingHoursInFrench, partnerTimeZone } from '~/modules/partners/opening-hours';
import { Alert } from '~/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/ui/alert-dialog';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { FormField, fieldA11y } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { useHydrated } from '~/ui/use-hydrated';
import { IMAGE_MAX_BYTES, IMAGE_TYPES_ACCEPTED } from '~/modules/media/image-limits';
import { mediaUrl } from '~/modules/media/media-paths';
import { BADGE_HEIGHT, BADGE_WIDTH } from '../badge';
import {
  type DecidedChangeRequest,
  LOGO_FOR,
  type PortalChangeRequest,
  type ProposedNameAddress,
  type RegionGroup,
} from '../portal-constants';
import type { ListingFigures } from '../portal.service.server';
import { PortalFigures } from './portal-figures';

export interface ListingFormState {
  fieldErrors?: Record<string, string>;
  /** The form whose fields were refused: its own button says so, where the partner pressed it. */
  refused?: 'save' | 'request-change';
  values?: Record<string, string>;
  saved?: boolean;
  /** Saved without closures that were already over on the listing's calendar. */
  pastClosuresLeftOut?: boolean;
  confirmed?: boolean;
  /** The form refused for a token from an earlier session: its typed values are in `values`. */
  expired?: 'save' | 'request-change';
  /** "Yes, still right" refused: the partner's own name or address change waits for the office. */
  confirmWaiting?: boolean;
  requested?: boolean;
  /** Why an uploaded logo was refused. */
  logoError?: string;
  logoSaved?: 'uploaded' | 'removed';
}

// A native select styled like the inputs (the shared Select pulls an icon set into this page's chunk).
const SELECT_CLASS =
  'border-brand-300 text-ink focus-visible:border-brand-700 aria-invalid:border-danger min-h-11 w-full cursor-pointer rounded-lg border bg-white px-4 py-2 text-base shadow-sm';

const SERVICE_FLAGS = [
  'offersPetCremation',
  'acceptsCrematedRemains',
  'offersWitnessedCremation',
  'servesVeterans',
] as const;

/** Cents as the dollars a partner types ("1295", "1295.50"; in French "1295,50"). */
const dollarsText = (cents: number | null, locale: Locale) => {
  if (cents === null) return '';
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return locale === 'fr' ? text.replace('.', ',') : text;
};

const DESCRIPTION_MAX = 2000;
const LONG_DESCRIPTION_MAX = 20000;

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
  decision,
  officeEmail,
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
  /** The office's recent decision on this address's last change, when none is waiting. */
  decision: DecidedChangeRequest | null;
  /** Where the partner writes to the office. */
  officeEmail: string;
  /** 'November 25, 2026', formatted by the loader. */
  checked: string | null;
  partner: Partner;
  listingPath: string;
  csrf: string;
  state: ListingFormState;
  badgeSrc: string;
  snippet: string;
}) {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const flagLabel: Record<(typeof SERVICE_FLAGS)[number], string> = {
    offersPetCremation: i18n._('portal.flag.pet'),
    acceptsCrematedRemains: i18n._('portal.flag.acceptsRemains'),
    offersWitnessedCremation: i18n._('portal.flag.witnessed'),
    servesVeterans: i18n._('portal.flag.veterans'),
  };
  // The stored (English) name of a state or province as the page's language names it.
  const regionLabel = (name: string) =>
    regionGroups.flatMap((group) => group.options).find((option) => option.value === name)?.label ?? name;
  const optionalLabel = i18n._('portal.edit.optional');
  const id = (field: string) => `listing-${partner.id}-${field}`;
  const errors = state.fieldErrors ?? {};
  const value = (field: string, fallback: string | null) => state.values?.[field] ?? fallback ?? '';
  const ticked = (field: (typeof SERVICE_FLAGS)[number]) =>
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
    <FormField id={id(field)} label={label} optional optionalLabel={optionalLabel} hint={hint} error={errorOf(field)}>
      <Input
        name={field}
        type={type}
        maxLength={maxLength}
        defaultValue={value(field, fallback)}
        {...fieldA11y(id(field), { error: errorOf(field), hint: hint !== undefined })}
      />
    </FormField>
  );
  const textArea = (
    field: string,
    label: string,
    defaultValue: string,
    { hint, lang, rows, optional = true }: { hint: string; lang?: string; rows: number; optional?: boolean },
  ) => (
    <FormField
      id={id(field)}
      label={label}
      optional={optional}
      optionalLabel={optionalLabel}
      hint={hint}
      error={errorOf(field)}
    >
      <Textarea
        name={field}
        lang={lang}
        rows={rows}
        defaultValue={defaultValue}
        {...fieldA11y(id(field), { error: errorOf(field), hint: true })}
      />
    </FormField>
  );
  // What this listing's forms are sending now: their buttons say so, and a second press waits for the first.
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('partnerId') === partner.id
      ? String(navigation.formData.get('intent'))
      : null;
  const holdWhileSending = (event: FormEvent<HTMLFormElement>) => {
    if (sending) event.preventDefault();
  };
  // A refused form: the first field to correct gets the focus (the messages are by the fields, far above).
  const editForm = useRef<HTMLFormElement>(null);
  const changeForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = state.refused === 'save' ? editForm : state.refused === 'request-change' ? changeForm : null;
    form?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.fieldErrors, state.refused]);
  // A phone photo over the limit is refused here, before minutes of uploading for a refusal.
  const [logoTooLarge, setLogoTooLarge] = useState(false);
  const logoError = logoTooLarge ? i18n._('portal.logo.error.tooLarge') : state.logoError;
  const checkLogo = (event: FormEvent<HTMLFormElement>) => {
    holdWhileSending(event);
    if (!logoTooLarge) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  };
  const refusedCount = Object.keys(errors).length;
  // A proposed name and address as the change messages spell them.
  const proposedValues = ({ name, state, ...rest }: ProposedNameAddress) => ({
    ...rest,
    name: <bdi>{name}</bdi>,
    state: regionLabel(state),
  });
  // A day on the listing's own calendar.
  const dateOf = (iso: string) => formatDate(locale, new Date(iso), { timeZone: partnerTimeZone(partner) ?? 'UTC' });
  const services = state.values?.servicesOffered ?? partner.servicesOffered.join('\n');
  const servicesFr = state.values?.servicesOfferedFr ?? partner.servicesOfferedFr.join('\n');
  return (
    <article className="border-line grid gap-6 rounded-xl border bg-white p-4 sm:p-6" aria-labelledby={id('name')}>
      <header className="grid gap-1">
        <h2 id={id('name')} className="text-ink text-2xl font-semibold [overflow-wrap:anywhere]">
          <bdi>{partner.name}</bdi>
        </h2>
        <p className="text-muted">{localizedAddress(partner, locale, regionLabel(partner.state))}</p>
        {partner.isActive ? (
          <p>
            <a href={listingPath} className="text-brand-700 font-medium underline underline-offset-4">
              <Trans id="portal.listing.seePublic" />
            </a>
          </p>
        ) : (
          <p className="text-muted">
            <Trans id="portal.listing.hidden" />
          </p>
        )}
      </header>

      <section className="bg-brand-50 grid gap-3 rounded-lg p-4" aria-label={i18n._('portal.stillRightQuestion')}>
        <p className="text-ink">
          {checked ? (
            <Trans
              id="portal.listing.familiesRead"
              values={{ date: <time dateTime={partner.informationCheckedAt}>{checked}</time> }}
            />
          ) : null}
        </p>
        {state.confirmed ? (
          <p role="status" className="text-ink font-medium">
            <Trans id="portal.listing.confirmed" />
          </p>
        ) : null}
        {/* The date families read would vouch for the name and address the partner asked to change. */}
        {changeRequest ? (
          <p role={state.confirmWaiting ? 'alert' : undefined} className="text-ink">
            <Trans id="portal.listing.confirmAfterChange" />
          </p>
        ) : (
          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="partnerId" value={partner.id} />
            <Button type="submit" name="intent" value="confirm" variant="secondary">
              <Trans id="portal.stillRight" />
            </Button>
          </Form>
        )}
      </section>

      <section className="grid gap-4" aria-labelledby={id('logo')}>
        <h3 id={id('logo')} className="text-ink text-xl font-semibold">
          <Trans id="portal.logo.heading" />
        </h3>
        <p className="text-muted">
          <Trans id="portal.logo.intro" />
        </p>
        {partner.logoKey && partner.logoWidth && partner.logoHeight ? (
          <img
            src={mediaUrl(partner.logoKey)}
            alt={i18n._('portal.logo.alt', nameArgs(locale, partner.name))}
            width={partner.logoWidth}
            height={partner.logoHeight}
            className="border-line h-auto max-h-32 w-auto max-w-full justify-self-start rounded-md border object-contain"
          />
        ) : (
          <p className="text-ink">
            <Trans id="portal.logo.none" />
          </p>
        )}
        {/* A new file refused here is the latest attempt: the last upload's news no longer stands beside it. */}
        {state.logoSaved && !logoTooLarge ? (
          <Alert>
            <span>
              {state.logoSaved === 'uploaded' ? (
                <Trans id="portal.logo.uploaded" />
              ) : (
                <Trans id="portal.logo.removed" />
              )}
            </span>
          </Alert>
        ) : null}
        {/* The listing in the address too: a file refused by its size, unread, still shows its error here. */}
        <Form
          method="post"
          action={`?${LOGO_FOR}=${partner.id}`}
          encType="multipart/form-data"
          onSubmit={checkLogo}
          className="grid gap-4"
        >
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="partnerId" value={partner.id} />
          <FormField
            id={id('logo-file')}
            label={i18n._('portal.logo.fileLabel')}
            required
            hint={i18n._('portal.logo.hint')}
            error={logoError}
          >
            <input
              type="file"
              name="logo"
              accept={IMAGE_TYPES_ACCEPTED}
              required
              onChange={(event) => setLogoTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > IMAGE_MAX_BYTES)}
              className="text-ink file:border-brand-300 file:text-ink min-h-11 w-full text-base file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:bg-white file:px-4 file:py-2"
              {...fieldA11y(id('logo-file'), { error: logoError, hint: true, required: true })}
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="logo" aria-disabled={sending === 'logo' || undefined}>
              {sending === 'logo' ? <Trans id="portal.logo.uploading" /> : <Trans id="portal.logo.upload" />}
            </Button>
          </div>
        </Form>
        {partner.logoKey ? (
          <Form method="post" id={id('remove-logo')} onSubmit={holdWhileSending}>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="partnerId" value={partner.id} />
            <RemoveLogo formId={id('remove-logo')} removing={sending === 'remove-logo'} />
          </Form>
        ) : null}
      </section>
      {figures ? <PortalFigures figures={figures} headingId={id('figures')} /> : null}

      <section className="grid gap-4" aria-labelledby={id('edit')}>
        <h3 id={id('edit')} className="text-ink text-xl font-semibold">
          <Trans id="portal.edit.heading" />
        </h3>
        <p className="text-muted">
          <Trans id="portal.edit.intro" />
        </p>
        <Form method="post" noValidate ref={editForm} onSubmit={holdWhileSending} className="grid gap-5">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="partnerId" value={partner.id} />
          <FormField id={id('phone')} label={i18n._('portal.edit.phone')} required error={errors.phone}>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              defaultValue={value('phone', phoneAsWritten(locale, partner.phone))}
              {...fieldA11y(id('phone'), { error: errors.phone, required: true })}
            />
          </FormField>
          <FormField
            id={id('email')}
            label={i18n._('portal.edit.email')}
            required
            hint={i18n._('portal.edit.emailHint')}
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
          <FormField
            id={id('website')}
            label={i18n._('portal.edit.website')}
            optional
            optionalLabel={optionalLabel}
            error={errors.website}
          >
            <Input
              name="website"
              type="url"
              inputMode="url"
              maxLength={2000}
              defaultValue={value('website', partner.website)}
              {...fieldA11y(id('website'), { error: errors.website })}
            />
          </FormField>
          {textArea('description', i18n._('portal.edit.descriptionEn'), value('description', partner.description), {
            hint: i18n._('portal.edit.descriptionEnHint', { max: formatNumber(locale, DESCRIPTION_MAX) }),
            lang: locale === 'en' ? undefined : 'en',
            rows: 4,
          })}
          {textArea(
            'longDescription',
            i18n._('portal.edit.longDescriptionEn'),
            value('longDescription', partner.longDescription),
            {
              hint: i18n._('portal.edit.longDescriptionEnHint', { max: formatNumber(locale, LONG_DESCRIPTION_MAX) }),
              lang: locale === 'en' ? undefined : 'en',
              rows: 8,
            },
          )}
          {textArea(
            'descriptionFr',
            i18n._('portal.edit.descriptionFr'),
            value('descriptionFr', partner.descriptionFr),
            {
              hint: i18n._('portal.edit.descriptionFrHint', { max: formatNumber(locale, DESCRIPTION_MAX) }),
              lang: 'fr-CA',
              rows: 4,
            },
          )}
          {textArea(
            'longDescriptionFr',
            i18n._('portal.edit.longDescriptionFr'),
            value('longDescriptionFr', partner.longDescriptionFr),
            {
              hint: i18n._('portal.edit.longDescriptionFrHint', { max: formatNumber(locale, LONG_DESCRIPTION_MAX) }),
              lang: 'fr-CA',
              rows: 8,
            },
          )}
          <FormField
            id={id('preferredLanguage')}
            label={i18n._('portal.edit.emailLanguage')}
            hint={i18n._('portal.edit.emailLanguageHint')}
            error={errors.preferredLanguage}
          >
            <select
              className={SELECT_CLASS}
              name="preferredLanguage"
              defaultValue={value('preferredLanguage', partner.preferredLanguage)}
              {...fieldA11y(id('preferredLanguage'), { error: errors.preferredLanguage, hint: true })}
            >
              {/* Each language named in itself, as the language switch names it. */}
              <option value="en" lang="en">
                {LANGUAGE_NAME.en}
              </option>
              <option value="fr" lang="fr-CA">
                {LANGUAGE_NAME.fr}
              </option>
            </select>
          </FormField>
          {textArea('servicesOffered', i18n._('portal.edit.services'), services, {
            hint: i18n._('portal.edit.servicesHint'),
            rows: 5,
            optional: false,
          })}
          {textArea('servicesOfferedFr', i18n._('portal.edit.servicesFr'), servicesFr, {
            hint: i18n._('portal.edit.servicesFrHint'),
            lang: 'fr-CA',
            rows: 5,
          })}
          {textField('priceListUrl', i18n._('portal.edit.priceList'), partner.priceListUrl, {
            type: 'url',
            hint: i18n._('portal.edit.priceListHint'),
            maxLength: 2000,
          })}
          {textField(
            'directCremationFrom',
            i18n._('portal.edit.directCremation'),
            dollarsText(partner.directCremationFromCents, locale),
            { hint: i18n._('portal.edit.directCremationHint') },
          )}
          {textField(
            'openingHours',
            i18n._('portal.edit.openingHours'),
            // A French page shows the hours as Quebec writes them; either way they are stored in one spelling.
            locale === 'fr' && partner.openingHours ? openingHoursInFrench(partner.openingHours) : partner.openingHours,
            {
              hint: i18n._('portal.edit.openingHoursHint'),
              maxLength: 500,
            },
          )}
          <FormField
            id={id('closures')}
            label={i18n._('portal.edit.closures')}
            optional
            optionalLabel={optionalLabel}
            hint={i18n._('portal.edit.closuresHint')}
            error={errors.closures}
          >
            <Textarea
              name="closures"
              rows={5}
              defaultValue={state.values?.closures ?? closures}
              placeholder={i18n._('portal.edit.closuresPlaceholder')}
              {...fieldA11y(id('closures'), { error: errors.closures, hint: true })}
            />
          </FormField>
          {textField(
            'afterHoursPhone',
            i18n._('portal.edit.afterHoursPhone'),
            partner.afterHoursPhone && phoneAsWritten(locale, partner.afterHoursPhone),
            {
              type: 'tel',
              maxLength: 40,
            },
          )}
          <fieldset className="grid gap-3">
            <legend className="text-ink mb-2 text-base font-medium">
              <Trans id="portal.edit.offer" />
            </legend>
            {SERVICE_FLAGS.map((field) => (
              <label key={field} className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
                <Checkbox name={field} value="yes" defaultChecked={ticked(field)} />
                {flagLabel[field]}
              </label>
            ))}
          </fieldset>
          <SubmitRow
            sending={sending === 'save'}
            done={
              state.saved ? (
                state.pastClosuresLeftOut ? (
                  <Trans id="portal.edit.savedPastClosuresLeftOut" />
                ) : (
                  <Trans id="portal.edit.saved" />
                )
              ) : null
            }
            refused={
              state.refused === 'save'
                ? i18n._('portal.edit.notSaved', { count: refusedCount })
                : state.expired === 'save'
                  ? i18n._('portal.formExpiredKept')
                  : null
            }
          >
            <Button type="submit" name="intent" value="save" aria-disabled={sending === 'save' || undefined}>
              {sending === 'save' ? <Trans id="portal.edit.saving" /> : <Trans id="portal.edit.save" />}
            </Button>
          </SubmitRow>
        </Form>
      </section>

      <section className="grid gap-4" aria-labelledby={id('name-address')}>
        <h3 id={id('name-address')} className="text-ink text-xl font-semibold">
          <Trans id="portal.change.heading" />
        </h3>
        <p className="text-muted">
          <Trans id="portal.change.intro" />
        </p>
        {/* What the request stands at, not news: the form's status line below announces "Sent." once. */}
        {changeRequest ? (
          <Alert role="note">
            <span>
              <Trans
                id="portal.change.waiting"
                values={{
                  date: dateOf(changeRequest.createdAt),
                  ...proposedValues(changeRequest.proposed),
                }}
              />
            </span>
          </Alert>
        ) : decision ? (
          <Alert variant="info" role="note">
            <span>
              {decision.status === 'approved' ? (
                <Trans id="portal.change.approved" values={{ date: dateOf(decision.decidedAt) }} />
              ) : (
                <Trans
                  id="portal.change.declined"
                  values={{
                    date: dateOf(decision.decidedAt),
                    ...proposedValues(decision.proposed),
                    officeEmail: (
                      <a href={`mailto:${officeEmail}`} className="font-medium underline underline-offset-4">
                        {officeEmail}
                      </a>
                    ),
                  }}
                />
              )}
            </span>
          </Alert>
        ) : null}
        <Form method="post" noValidate ref={changeForm} onSubmit={holdWhileSending} className="grid gap-5">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="partnerId" value={partner.id} />
          {(
            [
              ['name', i18n._('portal.change.name'), partner.name, 'organization', 200],
              ['address', i18n._('portal.change.address'), partner.address, 'street-address', 300],
              ['city', i18n._('portal.change.city'), partner.city, 'address-level2', 100],
              ['zipCode', i18n._('portal.change.zipCode'), partner.zipCode, 'postal-code', 10],
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
          <FormField id={id('change-state')} label={i18n._('portal.change.state')} required error={errors.state}>
            <select
              className={SELECT_CLASS}
              name="state"
              autoComplete="address-level1"
              defaultValue={value('state', partner.state)}
              {...fieldA11y(id('change-state'), { error: errors.state, required: true })}
            >
              {regionGroups.map(({ country, options }) => (
                <optgroup
                  key={country}
                  label={country === 'US' ? i18n._('portal.change.unitedStates') : i18n._('portal.change.canada')}
                >
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FormField>
          <SubmitRow
            sending={sending === 'request-change'}
            done={state.requested ? <Trans id="portal.change.sent" /> : null}
            refused={
              state.refused === 'request-change'
                ? i18n._('portal.change.notSent', { count: refusedCount })
                : state.expired === 'request-change'
                  ? i18n._('portal.formExpiredKept')
                  : null
            }
          >
            <Button
              type="submit"
              name="intent"
              value="request-change"
              variant="secondary"
              aria-disabled={sending === 'request-change' || undefined}
            >
              {sending === 'request-change' ? <Trans id="portal.change.sending" /> : <Trans id="portal.change.send" />}
            </Button>
          </SubmitRow>
        </Form>
      </section>

      <section className="grid gap-3" aria-labelledby={id('tools')}>
        <h3 id={id('tools')} className="text-ink text-xl font-semibold">
          <Trans id="portal.tools.heading" />
        </h3>
        <p className="text-muted">
          <Trans id="portal.tools.intro" />
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a
              href={toolLinks.pressRelease}
              className="text-brand-700 inline-block py-2.5 font-medium underline underline-offset-4"
            >
              <Trans id="portal.tools.pressRelease" />
              <span className="sr-only">
                {' '}
                <Trans id="portal.tools.for" values={{ name: <bdi>{partner.name}</bdi> }} />
              </span>
            </a>
          </li>
          <li>
            <a
              href={toolLinks.video}
              className="text-brand-700 inline-block py-2.5 font-medium underline underline-offset-4"
            >
              <Trans id="portal.tools.video" />
              <span className="sr-only">
                {' '}
                <Trans id="portal.tools.for" values={{ name: <bdi>{partner.name}</bdi> }} />
              </span>
            </a>
          </li>
        </ul>
      </section>

      <section className="grid gap-3" aria-labelledby={id('badge')}>
        <h3 id={id('badge')} className="text-ink text-xl font-semibold">
          <Trans id="portal.badge.heading" />
        </h3>
        <p className="text-muted">
          <Trans id="portal.badge.intro" />
        </p>
        <img src={badgeSrc} alt={i18n._('portal.badge.alt')} width={BADGE_WIDTH} height={BADGE_HEIGHT} />
        <label htmlFor={id('snippet')} className="text-ink font-medium">
          <Trans id="portal.badge.code" />
        </label>
        <Textarea id={id('snippet')} readOnly rows={4} value={snippet} className="font-mono text-sm" />
        <CopySnippet snippet={snippet} textareaId={id('snippet')} />
      </section>
    </article>
  );
}

/**
 * A form's button with what became of the last press beside it, where the partner is looking: the page
 * does not move to a message at the top of a long form.
 */
function SubmitRow({
  children,
  sending,
  done,
  refused,
}: {
  children: ReactNode;
  /** The form is being sent: the last outcome is emptied, so the same answer twice is announced twice. */
  sending: boolean;
  done: ReactNode;
  refused: string | null;
}) {
  return (
    <div className="grid gap-3">
      <div>{children}</div>
      {/* Always in the page, so a screen reader hears the outcome when it appears. */}
      <p role="status" className={refused ? 'text-danger font-medium' : 'text-ink font-medium'}>
        {sending ? null : (refused ?? done)}
      </p>
    </div>
  );
}

/**
 * "Copy the code": a long code is hard to select on a phone. Where the clipboard is refused, the code is
 * selected instead for the partner to copy. Shown once its script runs.
 */
function CopySnippet({ snippet, textareaId }: { snippet: string; textareaId: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('copied');
    } catch {
      const textarea = document.getElementById(textareaId);
      if (textarea instanceof HTMLTextAreaElement) {
        textarea.focus();
        textarea.select();
      }
      setCopied('selected');
    }
  };
  if (!hydrated) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        <Trans id="portal.badge.copy" />
      </Button>
      <p role="status" className="text-muted">
        {copied === 'copied' ? (
          <Trans id="portal.badge.copied" />
        ) : copied === 'selected' ? (
          <Trans id="portal.badge.selected" />
        ) : null}
      </p>
    </div>
  );
}

/**
 * "Remove the logo" asks first: families stop seeing it at once. The dialog's button posts the logo's form
 * (it sits outside it, in a portal); without JavaScript the button posts directly.
 */
function RemoveLogo({ formId, removing }: { formId: string; removing: boolean }) {
  const hydrated = useHydrated();
  const { i18n } = useLingui();
  const remove = <Trans id="portal.logo.remove" />;
  if (!hydrated) {
    return (
      <Button type="submit" name="intent" value="remove-logo" variant="secondary">
        {remove}
      </Button>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="secondary">
          {remove}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="portal.logo.removeTitle" />
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans id="portal.logo.removeQuestion" />
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{i18n._('portal.logo.keep')}</AlertDialogCancel>
          <AlertDialogAction
            type="submit"
            form={formId}
            name="intent"
            value="remove-logo"
            aria-disabled={removing || undefined}
          >
            {removing ? <Trans id="portal.logo.removing" /> : <Trans id="portal.logo.removeConfirm" />}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
