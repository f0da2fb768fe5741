import { zodResolver } from '@hookform/resolvers/zod';
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
import { generatePressRelease, problemFor, serverFieldErrors } from '../partner-tools.queries';
import {
  type PressReleaseFormValues,
  type PressReleaseInput,
  pressReleaseSchema,
  WORD_COUNT_OPTIONS,
} from '../press-release.schema';
import type { ToolPrefill } from '../tool-links';
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

/** Spec §2 press release tool: the form, then the release with a download (states of spec §4). */
export function PressReleaseForm({ prefill = {} }: { prefill?: ToolPrefill }) {
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
        title: 'Press Release Generated',
        description: 'Your professional press release has been created successfully.',
      });
      setProblem(null);
      setResult({ text: pressRelease, companyName: input.companyName, logo: form.getValues('logoUrl') || undefined });
    },
    onError: (error) => {
      toast({
        title: 'Generation Failed',
        description: 'There was an error generating your press release. Please try again.',
        variant: 'destructive',
      });
      setProblem(problemFor(error, 'press release'));
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
    mutation.mutate({ ...input, logoUrl: input.logoUrl?.startsWith('data:') ? '' : input.logoUrl });
  });

  const generating = mutation.isPending;
  const contactFields = registerContactFields((name) => register(name));
  const hydrated = useHydrated();
  const textField = (name: 'newsAngle' | 'testimonials' | 'additionalInfo' | 'callToAction') => {
    const id = `${ID}-${name}`;
    return { id, error: errors[name]?.message };
  };
  const angle = textField('newsAngle');
  const quotes = textField('testimonials');
  const cta = textField('callToAction');
  const extra = textField('additionalInfo');
  const address = { id: `${ID}-companyAddress`, error: errors.companyAddress?.message };
  const length = { id: `${ID}-targetWordCount`, error: errors.targetWordCount?.message };

  return (
    <div className="grid gap-8">
      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Press release details">
        <Card>
          <CardContent className="grid gap-5">
            <h2 className="text-ink text-lg font-semibold">Your company</h2>
            <ContactFields registrations={contactFields} errors={errors} idPrefix={ID} defaultValues={startValues} />
            <FormField
              id={address.id}
              label="Company Address"
              error={address.error}
              hint="Street, city, state and ZIP or postal code: the release's dateline uses the city and state."
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
              error={errors.logoUrl?.message}
              urlHint="A web address is listed in the media contact block for editors."
            />
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid gap-5">
            <h2 className="text-ink text-lg font-semibold">Your news</h2>
            <FormField
              id={angle.id}
              label="News Angle"
              error={angle.error}
              hint="What are you announcing? Write it plainly; the release uses only what you give."
            >
              <Textarea
                rows={4}
                {...fieldA11y(angle.id, { error: angle.error, hint: true })}
                {...register('newsAngle')}
              />
            </FormField>
            <FormField
              id={quotes.id}
              label="Testimonials"
              optional
              error={quotes.error}
              hint="One per line. Add who said it after a dash: “Kind and patient.” — The Reyes family"
            >
              <Textarea
                rows={3}
                {...fieldA11y(quotes.id, { error: quotes.error, hint: true })}
                {...register('testimonials')}
              />
            </FormField>
            <FormField
              id={cta.id}
              label="Call to Action"
              error={cta.error}
              hint="What should readers do next? For example: Call us to arrange a visit."
            >
              <Input {...fieldA11y(cta.id, { error: cta.error, hint: true })} {...register('callToAction')} />
            </FormField>
            <FormField id={extra.id} label="Additional Information" optional error={extra.error}>
              <Textarea rows={3} {...fieldA11y(extra.id, { error: extra.error })} {...register('additionalInfo')} />
            </FormField>
            <FormField id={length.id} label="Length" error={length.error}>
              <Select
                defaultValue="400"
                {...fieldA11y(length.id, { error: length.error })}
                {...register('targetWordCount')}
              >
                {WORD_COUNT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.value} words ({option.label})
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
            {generating ? 'Generating...' : 'Generate Press Release'}
          </Button>
        </div>
      </form>

      {result ? (
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <PressReleaseResult text={result.text} companyName={result.companyName} logo={result.logo} />
        </div>
      ) : null}
    </div>
  );
}
