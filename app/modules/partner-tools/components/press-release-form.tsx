import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Newspaper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card, CardContent } from '~/ui/card';
import { Input } from '~/ui/input';
import { Select } from '~/ui/select';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import { generatePressRelease, serverFieldErrors } from '../partner-tools.queries';
import {
  type PressReleaseFormValues,
  type PressReleaseInput,
  pressReleaseSchema,
  type TargetWordCount,
  WORD_COUNT_OPTIONS,
} from '../press-release.schema';
import type { ToolPrefill } from '../tool-links';
import { toolFieldError, toolProblem } from '../tool-messages';
import { ContactFields, registerContactFields } from './contact-fields';
import { LogoField } from './logo-field';
import { PressReleaseResult } from './press-release-result';
import { fieldA11y, FormField } from '~/ui/form-field';
import { useHydrated } from '~/ui/use-hydrated';

const defaultValues: PressReleaseFormValues = {
  companyName: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  companyAddress: '',
  website: '',
  logoUrl: '',
  newsAngle: '',
  testimonials: '',
  callToAction: '',
  additionalInfo: '',
  targetWordCount: '400',
};

const ID = 'press-release';

/** The length's name (spec §9's labels in English). */
function lengthLabel(i18n: I18n, value: TargetWordCount): string {
  switch (value) {
    case '300':
      return i18n._('tools.pressRelease.lengthShort');
    case '500':
      return i18n._('tools.pressRelease.lengthMedium');
    case '600':
      return i18n._('tools.pressRelease.lengthLong');
    case '800':
      return i18n._('tools.pressRelease.lengthExtended');
    default:
      return i18n._('tools.pressRelease.lengthStandard');
  }
}

/** Spec §2 press release tool: the form, then the release with a download (states of spec §4). */
export function PressReleaseForm({ prefill = {}, officeEmail }: { prefill?: ToolPrefill; officeEmail: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const startValues: PressReleaseFormValues = { ...defaultValues, ...prefill };
  const form = useForm<PressReleaseFormValues, unknown, PressReleaseInput>({
    resolver: zodResolver(pressReleaseSchema),
    defaultValues: startValues,
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const { errors } = formState;
  const [result, setResult] = useState<{ text: string; companyName: string; logo?: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const logoUrl = useWatch({ control, name: 'logoUrl' }) ?? '';

  const mutation = useMutation({
    mutationFn: generatePressRelease,
    onSuccess: ({ pressRelease }, input) => {
      toast({
        title: i18n._('tools.pressRelease.doneTitle'),
        description: i18n._('tools.pressRelease.doneText'),
      });
      setProblem(null);
      setResult({ text: pressRelease, companyName: input.companyName, logo: form.getValues('logoUrl') || undefined });
    },
    onError: (error) => {
      toast({
        title: i18n._('tools.failedTitle'),
        description: i18n._('tools.pressRelease.failedText'),
        variant: 'destructive',
      });
      setProblem(toolProblem(i18n, error, 'press release', officeEmail));
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in defaultValues)
          setError(field as keyof PressReleaseFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    },
  });

  // The result appears below a long form: bring it into view (and to a screen reader's attention).
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const onSubmit = handleSubmit((input) => {
    setProblem(null);
    // A plain-text release cannot carry an image: an uploaded logo stays in the browser (shown with the
    // result) instead of travelling to the server; a logo web address is listed for editors.
    // A French page asks for the release in French; an English one sends what it always sent.
    const request = { ...input, logoUrl: input.logoUrl?.startsWith('data:') ? '' : input.logoUrl };
    mutation.mutate(locale === 'fr' ? { ...request, locale } : request);
  });

  const generating = mutation.isPending;
  const contactFields = registerContactFields((name) => register(name));
  const hydrated = useHydrated();
  const textField = (name: 'newsAngle' | 'testimonials' | 'additionalInfo' | 'callToAction') => {
    const id = `${ID}-${name}`;
    return { id, error: toolFieldError(i18n, errors[name]?.message) };
  };
  const angle = textField('newsAngle');
  const quotes = textField('testimonials');
  const cta = textField('callToAction');
  const extra = textField('additionalInfo');
  const address = { id: `${ID}-companyAddress`, error: toolFieldError(i18n, errors.companyAddress?.message) };
  const length = { id: `${ID}-targetWordCount`, error: toolFieldError(i18n, errors.targetWordCount?.message) };
  const optional = i18n._('tools.optional');

  return (
    <div className="grid gap-8">
      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={i18n._('tools.pressRelease.formLabel')}>
        <Card>
          <CardContent className="grid gap-5">
            <h2 className="text-ink text-lg font-semibold">
              <Trans id="tools.pressRelease.companyHeading" />
            </h2>
            <ContactFields registrations={contactFields} errors={errors} idPrefix={ID} defaultValues={startValues} />
            <FormField
              id={address.id}
              label={i18n._('tools.pressRelease.address')}
              error={address.error}
              hint={i18n._('tools.pressRelease.addressHint')}
            >
              <Input
                autoComplete="street-address"
                defaultValue={startValues.companyAddress}
                {...fieldA11y(address.id, { error: address.error, hint: true })}
                {...register('companyAddress')}
              />
            </FormField>
            <LogoField
              idPrefix={ID}
              value={logoUrl}
              onChange={(value) => setValue('logoUrl', value, { shouldValidate: true, shouldDirty: true })}
              error={toolFieldError(i18n, errors.logoUrl?.message)}
              urlHint={i18n._('tools.pressRelease.logoHint')}
            />
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid gap-5">
            <h2 className="text-ink text-lg font-semibold">
              <Trans id="tools.pressRelease.newsHeading" />
            </h2>
            <FormField
              id={angle.id}
              label={i18n._('tools.pressRelease.newsAngle')}
              error={angle.error}
              hint={i18n._('tools.pressRelease.newsAngleHint')}
            >
              <Textarea
                rows={4}
                {...fieldA11y(angle.id, { error: angle.error, hint: true })}
                {...register('newsAngle')}
              />
            </FormField>
            <FormField
              id={quotes.id}
              label={i18n._('tools.pressRelease.testimonials')}
              optional
              optionalLabel={optional}
              error={quotes.error}
              hint={i18n._('tools.pressRelease.testimonialsHint')}
            >
              <Textarea
                rows={3}
                {...fieldA11y(quotes.id, { error: quotes.error, hint: true })}
                {...register('testimonials')}
              />
            </FormField>
            <FormField
              id={cta.id}
              label={i18n._('tools.field.callToAction')}
              error={cta.error}
              hint={i18n._('tools.pressRelease.ctaHint')}
            >
              <Input {...fieldA11y(cta.id, { error: cta.error, hint: true })} {...register('callToAction')} />
            </FormField>
            <FormField
              id={extra.id}
              label={i18n._('tools.pressRelease.additionalInfo')}
              optional
              optionalLabel={optional}
              error={extra.error}
            >
              <Textarea rows={3} {...fieldA11y(extra.id, { error: extra.error })} {...register('additionalInfo')} />
            </FormField>
            <FormField id={length.id} label={i18n._('tools.pressRelease.length')} error={length.error}>
              <Select
                defaultValue="400"
                {...fieldA11y(length.id, { error: length.error })}
                {...register('targetWordCount')}
              >
                {WORD_COUNT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._('tools.pressRelease.lengthOption', {
                      count: option.value,
                      label: lengthLabel(i18n, option.value),
                    })}
                  </option>
                ))}
              </Select>
            </FormField>
          </CardContent>
        </Card>

        {problem ? (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
        <div>
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated || generating}
            aria-busy={generating}
            className="w-full sm:w-auto"
          >
            {generating ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Newspaper aria-hidden="true" />}
            {generating ? i18n._('tools.pressRelease.generating') : i18n._('tools.pressRelease.generate')}
          </Button>
        </div>
      </form>

      {result ? (
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <PressReleaseResult text={result.text} companyName={result.companyName} logo={result.logo} locale={locale} />
        </div>
      ) : null}
    </div>
  );
}
