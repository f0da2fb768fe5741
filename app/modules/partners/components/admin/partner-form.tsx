import { zodResolver } from '@hookform/resolvers/zod';
import { History, RefreshCw, Sparkles } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api-client';
import {
  conflictingRecord,
  differingFields,
  EditConflictPanel,
  formConflictRows,
  keepMineOverTheirs,
} from '~/modules/admin-auth/components/edit-conflict';
import { ConfirmDiscardDialog, UnsavedChangesGuard } from '~/modules/admin-auth/components/unsaved-changes-guard';
import { useFormDraft } from '~/modules/admin-auth/use-form-draft';
import { CANADIAN_PROVINCES, US_STATES } from '~/modules/geo/regions';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Input } from '~/ui/input';
import { Select } from '~/ui/select';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import {
  type DescriptionFacts,
  isConflict,
  partnerFieldErrors,
  useGenerateDescription,
} from '../../partners-admin.queries';
import {
  MISSING_DESCRIPTION_FACTS_MESSAGE,
  type Partner,
  type PartnerInput,
  partnerInputSchema,
  partnerJsonSchema,
  partnerUpdateSchema,
} from '../../partner.schema';
import { FormField, fieldA11y } from '~/ui/form-field';
import { closuresStillToCome } from '../../closed-today';
import { CLOSURES_FORMAT_HINT, closuresText, localDate } from '../../closures';
import { OFFICE_TIME_ZONE, timeZoneName } from '~/modules/i18n/format';
import { timeZoneOfAddress } from '../../address-time-zone';
import { centsFromDollars } from '../../dollars';
import { PARTNER_FIELD_LABELS } from '../../partner-field-labels';
import { defaultPartnerLanguage } from '../../partner-location';
import { ServicesInput } from './partner-form-controls';

/** What the form holds: text inputs as strings, counts and ratings as numbers (null for an empty rating). */
export interface PartnerFormValues {
  name: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  description: string;
  longDescription: string;
  descriptionFr: string;
  longDescriptionFr: string;
  preferredLanguage: 'en' | 'fr';
  annualCremations: number;
  locationCount: number;
  servicesOffered: string[];
  servicesOfferedFr: string[];
  isPriority: boolean;
  isActive: boolean;
  logoUrl: string;
  imageUrl: string;
  googleRating: number | null;
  googleReviewCount: number | null;
  yelpRating: number | null;
  yelpReviewCount: number | null;
  googlePlaceId: string;
  priceListUrl: string;
  directCremationFromCents: number | null;
  priceCheckedOn: string;
  openingHours: string;
  /** The closures' text form, one a line (closures.ts). */
  closures: string;
  afterHoursPhone: string;
  offersPetCremation: boolean;
  acceptsCrematedRemains: boolean;
  offersWitnessedCremation: boolean;
  servesVeterans: boolean;
}

const RATING_FIELDS = ['yelpRating', 'yelpReviewCount', 'googleRating', 'googleReviewCount'] as const;

/**
 * Spec §3: the form starts ratings at 5 and review counts at 0 when the partner has none, and spec §9's
 * creation defaults (0 cremations, 1 location, regular, active).
 */
export function partnerFormDefaults(partner?: Partner): PartnerFormValues {
  return {
    name: partner?.name ?? '',
    phone: partner?.phone ?? '',
    email: partner?.email ?? '',
    website: partner?.website ?? '',
    address: partner?.address ?? '',
    city: partner?.city ?? '',
    state: partner?.state ?? '',
    zipCode: partner?.zipCode ?? '',
    description: partner?.description ?? '',
    longDescription: partner?.longDescription ?? '',
    descriptionFr: partner?.descriptionFr ?? '',
    longDescriptionFr: partner?.longDescriptionFr ?? '',
    preferredLanguage: partner?.preferredLanguage ?? 'en',
    annualCremations: partner?.annualCremations ?? 0,
    locationCount: partner?.locationCount ?? 1,
    servicesOffered: partner?.servicesOffered ?? [],
    servicesOfferedFr: partner?.servicesOfferedFr ?? [],
    isPriority: partner?.isPriority ?? false,
    isActive: partner?.isActive ?? true,
    logoUrl: partner?.logoUrl ?? '',
    imageUrl: partner?.imageUrl ?? '',
    googleRating: partner?.googleRating ?? 5,
    googleReviewCount: partner?.googleReviewCount ?? 0,
    yelpRating: partner?.yelpRating ?? 5,
    yelpReviewCount: partner?.yelpReviewCount ?? 0,
    googlePlaceId: partner?.googlePlaceId ?? '',
    priceListUrl: partner?.priceListUrl ?? '',
    directCremationFromCents: partner?.directCremationFromCents ?? null,
    priceCheckedOn: partner?.priceCheckedOn ?? '',
    openingHours: partner?.openingHours ?? '',
    // Saving the form drops the closures already over.
    closures: partner ? closuresText(closuresStillToCome(partner, partner.closures, new Date()), '\n') : '',
    afterHoursPhone: partner?.afterHoursPhone ?? '',
    offersPetCremation: partner?.offersPetCremation ?? false,
    acceptsCrematedRemains: partner?.acceptsCrematedRemains ?? false,
    offersWitnessedCremation: partner?.offersWitnessedCremation ?? false,
    servesVeterans: partner?.servesVeterans ?? false,
  };
}

/**
 * The form's 5-star and 0-review starting values are not facts: a rating the partner never had is only
 * saved when the admin typed one, so no family is shown a rating nobody gave.
 */
function withoutUntouchedRatings(
  values: PartnerInput,
  isDirty: (field: keyof PartnerFormValues) => boolean,
  partner?: Partner,
): PartnerInput {
  const result: Record<string, unknown> = { ...values };
  for (const field of RATING_FIELDS) {
    const hadValue = partner !== undefined && partner[field] !== null;
    if (!isDirty(field) && !hadValue) delete result[field];
  }
  return result as PartnerInput;
}

const CONFLICT_MESSAGE =
  'This partner was changed by someone else while you were editing. Your changes are not saved yet.';

/** The words the form uses for each field, for the side-by-side view of a conflict (the price in cents there). */
const FIELD_LABELS: Record<keyof PartnerFormValues, string> = {
  ...PARTNER_FIELD_LABELS,
  directCremationFromCents: 'Direct Cremation From (cents)',
};

const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
const numberOrNaN = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

export interface PartnerFormProps {
  /** The partner being edited (its loaded version); absent for a new partner. */
  partner?: Partner;
  /** Sends the values with the version they are based on; throws the ApiError of a failed save. */
  onSubmit: (values: PartnerInput, version: string | undefined) => Promise<void>;
  /** Edit only: reads the stored partner again after a conflict. */
  onReload?: () => Promise<Partner | undefined>;
  cancelTo: string;
}

/** Spec §2 "Admin: add and edit partner": sections Basic Information and Business Details. */
export function PartnerForm({ partner, onSubmit, onReload, cancelTo }: PartnerFormProps) {
  const id = useId();
  const [base, setBase] = useState(partner);
  const [conflict, setConflict] = useState<{ theirs?: Partner } | null>(null);
  const [confirmGenerate, setConfirmGenerate] = useState<'short' | 'long' | null>(null);
  // The version the typed values are based on: a save sends it, so an edit made meanwhile is a conflict.
  const version = useRef(partner?.updatedAt);
  const form = useForm<PartnerFormValues, unknown, PartnerInput>({
    // The very schema the server parses the body with: create, or the all-optional update.
    resolver: zodResolver(partner ? partnerUpdateSchema : partnerInputSchema) as unknown as Resolver<
      PartnerFormValues,
      unknown,
      PartnerInput
    >,
    defaultValues: partnerFormDefaults(partner),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState,
    setError,
    getValues,
    setValue,
    reset,
    resetField,
    control,
    getFieldState,
  } = form;
  const errors = formState.errors;
  const draft = useFormDraft(form, { screen: 'partner', recordId: partner?.id, baseVersion: () => version.current });
  const restoredVersion = draft.restored?.baseVersion;
  useEffect(() => {
    if (restoredVersion) version.current = restoredVersion;
  }, [restoredVersion]);

  // A write beside the form (the logo, "information checked") makes a newer version that changes none of the
  // form's fields: the typed values are based on it as well, so saving them is no conflict. A restored draft
  // was typed on its own base: the newer version is taken only when it changed none of the fields the draft
  // changed (those were put on it, draftOnRecord); where both did, the save meets the 409 and its comparison.
  const restoredDraft = draft.restored;
  useEffect(() => {
    if (!partner || !base || partner.updatedAt === version.current) return;
    const newer = partnerFormDefaults(partner);
    if (restoredDraft) {
      if (!restoredDraft.baseValues) return;
      const typedOn = restoredDraft.baseValues;
      const mine = differingFields(FIELD_LABELS, restoredDraft.values, typedOn);
      const theirs = differingFields(FIELD_LABELS, newer, typedOn);
      if (mine.some((field) => theirs.includes(field))) return;
    } else if (differingFields(FIELD_LABELS, newer, partnerFormDefaults(base)).length > 0) {
      return;
    }
    version.current = partner.updatedAt;
  }, [partner, base, restoredDraft]);

  // A price typed now was checked today: the date follows it while the office has not set the date itself,
  // and goes back to what it was when the price does.
  const price = useWatch({ control, name: 'directCremationFromCents' });
  const datedByPrice = useRef<string | null>(null);
  useEffect(() => {
    const date = getValues('priceCheckedOn');
    if (datedByPrice.current !== null && date !== datedByPrice.current) return;
    if (!getFieldState('directCremationFromCents').isDirty) {
      if (datedByPrice.current !== null) {
        datedByPrice.current = null;
        resetField('priceCheckedOn');
      }
      return;
    }
    if (price === null || Number.isNaN(price)) return;
    if (datedByPrice.current === null && getFieldState('priceCheckedOn').isDirty) return;
    // Today where the partner is: the clock of the address as typed, the zone the server will store with it.
    const [state, zipCode] = getValues(['state', 'zipCode']);
    datedByPrice.current = localDate(new Date(), timeZoneOfAddress(zipCode, state) ?? OFFICE_TIME_ZONE);
    setValue('priceCheckedOn', datedByPrice.current, { shouldDirty: true });
  }, [price, getFieldState, getValues, setValue, resetField]);

  const [state, zipCode] = useWatch({ control, name: ['state', 'zipCode'] });
  // The hours are read on the clock of the address as typed: the hint names it.
  const addressZone = timeZoneOfAddress(zipCode, state);
  const localZone = addressZone ? timeZoneName(addressZone, new Date(), 'en') : null;

  // A new listing's emails follow its province (French in Quebec) until the admin picks a language.
  useEffect(() => {
    if (partner || getFieldState('preferredLanguage').isDirty) return;
    setValue('preferredLanguage', defaultPartnerLanguage(state));
  }, [partner, state, getFieldState, setValue]);

  const generate = useGenerateDescription();
  const [generating, setGenerating] = useState<'short' | 'long' | null>(null);

  // The partner the form's values are based on is passed in: "Keep mine" saves right after moving the
  // form onto the newer version, before this render's `base` catches up.
  const save = (basedOn: Partner | undefined) =>
    handleSubmit(async (values) => {
      setConflict(null);
      try {
        const isDirty = (field: keyof PartnerFormValues) => getFieldState(field).isDirty;
        await onSubmit(withoutUntouchedRatings(values, isDirty, basedOn), version.current);
        draft.clear();
      } catch (error) {
        if (isConflict(error)) {
          setConflict({ theirs: conflictingRecord(error, partnerJsonSchema) });
          return;
        }
        // The session ended: the changes were kept as a draft and the sign-in page says so.
        if (error instanceof ApiError && error.status === 401) return;
        const fieldErrors = partnerFieldErrors(error);
        for (const [field, message] of Object.entries(fieldErrors)) {
          setError(field.split('.')[0] as keyof PartnerFormValues, { type: 'server', message });
        }
        toast({
          title: 'Error',
          description: partner ? 'Failed to update partner' : 'Failed to create partner',
          variant: 'destructive',
        });
      }
    });
  const submit = save(base);

  function takeTheirs(theirs: Partner) {
    setBase(theirs);
    version.current = theirs.updatedAt;
    reset(partnerFormDefaults(theirs));
    draft.clear();
    setConflict(null);
  }

  async function reload() {
    const fresh = await onReload?.();
    if (fresh) takeTheirs(fresh);
  }

  function keepMineAndSave(theirs: Partner) {
    // Only the fields changed here are the admin's: the rest of the newer version is kept as it is.
    keepMineOverTheirs(FIELD_LABELS, form, partnerFormDefaults(theirs));
    setBase(theirs);
    version.current = theirs.updatedAt;
    void save(theirs)();
  }

  function askToGenerate(kind: 'short' | 'long') {
    const edited = getFieldState(kind === 'short' ? 'description' : 'longDescription').isDirty;
    if (edited) setConfirmGenerate(kind);
    else void writeDescription(kind);
  }

  async function writeDescription(kind: 'short' | 'long') {
    const values = getValues();
    if ([values.name, values.address, values.city, values.state].some((value) => value.trim() === '')) {
      toast({ title: 'Missing Information', description: MISSING_DESCRIPTION_FACTS_MESSAGE, variant: 'destructive' });
      return;
    }
    const facts: DescriptionFacts = {
      name: values.name,
      address: values.address,
      city: values.city,
      state: values.state,
      servicesOffered: values.servicesOffered,
      annualCremations: values.annualCremations,
      locationCount: values.locationCount,
      partnerSince: base?.partnerSince ?? null,
    };
    setGenerating(kind);
    try {
      const text = await generate.mutateAsync({ kind, facts });
      setValue(kind === 'short' ? 'description' : 'longDescription', text, { shouldDirty: true, shouldValidate: true });
      toast({ title: 'Success', description: 'Description generated successfully' });
    } catch {
      toast({
        title: 'Error',
        description: kind === 'short' ? 'Failed to generate description' : 'Failed to generate long description',
        variant: 'destructive',
      });
    } finally {
      setGenerating(null);
    }
  }

  const f = (name: keyof PartnerFormValues) => `${id}-${name}`;
  const a11y = (name: keyof PartnerFormValues, options: { hint?: boolean; required?: boolean } = {}) =>
    fieldA11y(f(name), { error: errors[name]?.message, ...options });
  const text = (
    name: keyof PartnerFormValues,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      hint?: string;
      className?: string;
      inputMode?: 'numeric' | 'decimal';
    } = {},
  ) => (
    <FormField
      id={f(name)}
      label={label}
      required={options.required}
      hint={options.hint}
      error={errors[name]?.message}
      className={options.className}
    >
      <Input
        {...a11y(name, { hint: Boolean(options.hint), required: options.required })}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.inputMode}
        {...register(name)}
      />
    </FormField>
  );
  const number = (name: keyof PartnerFormValues, label: string, nullable: boolean, step = '1', hint?: string) => (
    <FormField id={f(name)} label={label} error={errors[name]?.message} hint={hint}>
      <Input
        {...a11y(name, { hint: Boolean(hint) })}
        type="number"
        min={0}
        step={step}
        inputMode={step === '1' ? 'numeric' : 'decimal'}
        {...register(name, { setValueAs: nullable ? numberOrNull : numberOrNaN })}
      />
    </FormField>
  );

  const services = (name: 'servicesOffered' | 'servicesOfferedFr', label: string, hint: string) => (
    <FormField
      id={f(name)}
      label={label}
      optional={name === 'servicesOfferedFr'}
      hint={hint}
      // A service's own error sits on the list as a whole: the form has one box for them all.
      error={errors[name]?.message ?? (errors[name] as { root?: { message?: string } } | undefined)?.root?.message}
      className="sm:col-span-2"
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ServicesInput
            {...a11y(name, { hint: true })}
            lang={name === 'servicesOfferedFr' ? 'fr-CA' : undefined}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
    </FormField>
  );

  const submitting = formState.isSubmitting;
  const theirs = conflict?.theirs;

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6">
      <UnsavedChangesGuard when={formState.isDirty && !submitting} onDiscard={draft.clear} />
      <ConfirmDiscardDialog
        open={confirmGenerate !== null}
        title="Replace your description?"
        description="The text you edited will be replaced by a generated description."
        confirmLabel="Replace with generated text"
        onCancel={() => setConfirmGenerate(null)}
        onConfirm={() => {
          const kind = confirmGenerate;
          setConfirmGenerate(null);
          if (kind) void writeDescription(kind);
        }}
      />
      {draft.restored ? (
        <Alert variant="info" className="flex-col sm:flex-row sm:items-center sm:justify-between">
          <div className="flex grow gap-3">
            <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <AlertDescription>
              Your unsaved changes from before you signed in again were restored. Check them and save.
            </AlertDescription>
          </div>
          <Button type="button" variant="secondary" size="sm" onClick={draft.discard} className="shrink-0">
            Discard draft
          </Button>
        </Alert>
      ) : null}
      {conflict ? (
        theirs ? (
          <EditConflictPanel
            message={CONFLICT_MESSAGE}
            rows={() =>
              formConflictRows(FIELD_LABELS, form, {
                // What the typed values were based on: a restored draft's own base while saving on it.
                loaded:
                  restoredDraft?.baseValues && version.current === restoredDraft.baseVersion
                    ? restoredDraft.baseValues
                    : partnerFormDefaults(base),
                theirs: partnerFormDefaults(theirs),
              })
            }
            onUseTheirs={() => takeTheirs(theirs)}
            onKeepMine={() => keepMineAndSave(theirs)}
            busy={submitting}
          />
        ) : (
          <Alert variant="destructive" className="flex-col sm:flex-row sm:items-center sm:justify-between">
            <p>{CONFLICT_MESSAGE}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => void reload()} className="shrink-0">
              <RefreshCw aria-hidden="true" />
              Reload
            </Button>
          </Alert>
        )
      ) : null}

      <FormSection title="Basic Information">
        {text('name', 'Business Name', { required: true, autoComplete: 'organization' })}
        {text('phone', 'Phone Number', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {text('website', 'Website', {
          type: 'url',
          autoComplete: 'url',
          hint: 'A web address such as example.com; https:// is added when missing',
        })}
        {text('address', 'Address', { required: true, autoComplete: 'street-address', className: 'sm:col-span-2' })}
        {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
        <FormField id={f('state')} label="State" required error={errors.state?.message}>
          <Select {...a11y('state', { required: true })} {...register('state')}>
            <option value="">Select a state or province</option>
            <optgroup label="United States">
              {US_STATES.map((region) => (
                <option key={region.slug} value={region.name}>
                  {region.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Canada">
              {CANADIAN_PROVINCES.map((region) => (
                <option key={region.slug} value={region.name}>
                  {region.name}
                </option>
              ))}
            </optgroup>
          </Select>
        </FormField>
        {text('zipCode', 'ZIP Code', {
          required: true,
          autoComplete: 'postal-code',
          hint: 'US: 12345 or 12345-6789. Canada: A1A 1A1.',
        })}
        <DescriptionField
          id={f('description')}
          label="Description"
          hint="3-5 sentences for partner cards."
          error={errors.description?.message}
          rows={4}
          control={<Textarea {...a11y('description', { hint: true })} rows={4} {...register('description')} />}
          generateLabel="Generate Description"
          generating={generating === 'short'}
          disabled={generating !== null}
          onGenerate={() => askToGenerate('short')}
        />
        <DescriptionField
          id={f('longDescription')}
          label="Long Description"
          hint="3-5 paragraphs for the partner page."
          error={errors.longDescription?.message}
          rows={8}
          control={<Textarea {...a11y('longDescription', { hint: true })} rows={8} {...register('longDescription')} />}
          generateLabel="Generate Long Description"
          generating={generating === 'long'}
          disabled={generating !== null}
          onGenerate={() => askToGenerate('long')}
        />
        <FormField
          id={f('descriptionFr')}
          label="Description (French)"
          optional
          hint="For the French pages, in Canadian French. Left empty, they show the English description with a note."
          error={errors.descriptionFr?.message}
          className="sm:col-span-2"
        >
          <Textarea {...a11y('descriptionFr', { hint: true })} rows={4} lang="fr-CA" {...register('descriptionFr')} />
        </FormField>
        <FormField
          id={f('longDescriptionFr')}
          label="Long Description (French)"
          optional
          hint="For the French partner page, in Canadian French. Left empty, it shows the French description, else the English long description with a note."
          error={errors.longDescriptionFr?.message}
          className="sm:col-span-2"
        >
          <Textarea
            {...a11y('longDescriptionFr', { hint: true })}
            rows={8}
            lang="fr-CA"
            {...register('longDescriptionFr')}
          />
        </FormField>
        <FormField
          id={f('preferredLanguage')}
          label="Language for emails"
          hint="Inquiries, sign-in links and reminders reach the partner in this language."
          error={errors.preferredLanguage?.message}
        >
          <Select {...a11y('preferredLanguage', { hint: true })} {...register('preferredLanguage')}>
            <option value="en">English</option>
            <option value="fr">French</option>
          </Select>
        </FormField>
      </FormSection>

      <FormSection title="Business Details">
        {number('annualCremations', 'Annual Cremations', false)}
        {number('locationCount', 'Locations', false)}
        {services('servicesOffered', 'Services Offered', 'Separate services with semicolons.')}
        {services(
          'servicesOfferedFr',
          'Services Offered (French)',
          'For the French pages, in Canadian French; separate services with semicolons. Left empty, they show the English services.',
        )}
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <label className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
            <Checkbox {...register('isPriority')} />
            Priority Partner (featured)
          </label>
          <label className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
            <Checkbox {...register('isActive')} />
            Active (shown in the public directory)
          </label>
        </div>
        {text('logoUrl', 'Logo URL', {
          // The listing shows the uploaded logo only; this address feeds search engines and the tools' links.
          hint: 'An https:// address or a path on this site, for search engines and the partner tools. The listing itself shows the image uploaded under “Logo or photo”, once the partner is saved.',
        })}
        {text('imageUrl', 'Image URL', { hint: 'An https:// address or a path on this site.' })}
        {number('googleRating', 'Google Rating', true, '0.1', '0 to 5')}
        {number('googleReviewCount', 'Google Review Count', true)}
        {number('yelpRating', 'Yelp Rating', true, '0.1', '0 to 5')}
        {number('yelpReviewCount', 'Yelp Review Count', true)}
        {text('googlePlaceId', 'Google Place ID')}
        {base?.partnerSince ? (
          <div className="grid content-start gap-2">
            <span className="text-ink text-base font-medium">Partner Since</span>
            <p className="text-ink flex min-h-11 items-center">{base.partnerSince}</p>
          </div>
        ) : null}
      </FormSection>

      <FormSection title="What Families Decide On">
        {text('priceListUrl', 'Price List Link', {
          type: 'url',
          hint: "The partner's own price list (General Price List); https:// only.",
          className: 'sm:col-span-2',
        })}
        <FormField
          id={f('directCremationFromCents')}
          label="Direct Cremation From (dollars)"
          hint="The lowest direct cremation price, in the partner's currency (USD or CAD)."
          error={errors.directCremationFromCents?.message}
        >
          <Controller
            control={control}
            name="directCremationFromCents"
            render={({ field }) => <DollarsInput {...a11y('directCremationFromCents', { hint: true })} field={field} />}
          />
        </FormField>
        {text('priceCheckedOn', 'Price Checked On', {
          type: 'date',
          hint: 'Required with a price: families see "checked Nov 2026". Set to today when the price changes.',
        })}
        {text('openingHours', 'Opening Hours', {
          hint: `One line such as "Mo-Fr 09:00-17:00; Sa 10:00-14:00" (Su closed, 24/7; no overnight hours: nights go in the after-hours phone), in the partner's local time: ${localZone ? `${localZone}, ` : ''}the time zone of its ZIP or postal code.`,
          className: 'sm:col-span-2',
        })}
        <FormField
          id={f('closures')}
          label="Holiday Closures"
          optional
          hint={`Whole days closed, whatever the hours say. ${CLOSURES_FORMAT_HINT} Past closures are not shown and drop off when saved.`}
          error={errors.closures?.message}
          className="sm:col-span-2"
        >
          <Textarea {...a11y('closures', { hint: true })} rows={3} {...register('closures')} />
        </FormField>
        {text('afterHoursPhone', 'After-Hours Phone', { type: 'tel' })}
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <label className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
            <Checkbox {...register('offersPetCremation')} />
            Pet cremation
          </label>
          <label className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
            <Checkbox {...register('acceptsCrematedRemains')} />
            Accepts remains cremated elsewhere
          </label>
          <label className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
            <Checkbox {...register('offersWitnessedCremation')} />
            Witnessed cremation
          </label>
          <label className="text-ink flex min-h-11 cursor-pointer items-center gap-3">
            <Checkbox {...register('servesVeterans')} />
            Veterans services
          </label>
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          {partner ? (submitting ? 'Updating...' : 'Update Partner') : submitting ? 'Creating...' : 'Create Partner'}
        </Button>
      </div>
    </form>
  );
}

/** Dollars as typed ("1,295.50"), the form's value in cents; the text is kept while typing ("12."). */
function DollarsInput({
  field,
  ...props
}: ComponentProps<typeof Input> & {
  field: { value: number | null; onChange: (value: number | null) => void; onBlur: () => void; name: string };
}) {
  const [text, setText] = useState(field.value === null ? '' : String(field.value / 100));
  const shown = Object.is(centsFromDollars(text), field.value)
    ? text
    : field.value === null
      ? ''
      : String(field.value / 100);
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      name={field.name}
      value={shown}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(centsFromDollars(event.target.value));
      }}
    />
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-line rounded-xl border bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-ink font-serif text-2xl font-semibold">
        {title}
      </h2>
      {/* Tracks that may shrink below a field's widest content (a long select option): nothing scrolls sideways. */}
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function DescriptionField({
  id,
  label,
  hint,
  error,
  control,
  generateLabel,
  generating,
  disabled,
  onGenerate,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  rows: number;
  control: ReactNode;
  generateLabel: string;
  generating: boolean;
  disabled: boolean;
  onGenerate: () => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className="sm:col-span-2">
      {control}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={onGenerate} disabled={disabled}>
          <Sparkles aria-hidden="true" />
          {generating ? 'Generating...' : generateLabel}
        </Button>
      </div>
    </FormField>
  );
}
