import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, ExternalLink, Loader2, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '~/lib/api-client';
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card, CardContent } from '~/ui/card';
import { Input } from '~/ui/input';
import { Textarea } from '~/ui/textarea';
import { toast } from '~/ui/use-toast';
import { generateVideo, serverFieldErrors, videoTemplatesQuery } from '../partner-tools.queries';
import type { VideoTemplate } from '../video-templates';
import { type VideoFormValues, type VideoInput, videoSchema } from '../video.schema';
import type { ToolPrefill } from '../tool-links';
import { toolFieldError, toolProblem } from '../tool-messages';
import { ContactFields, registerContactFields } from './contact-fields';
import { LogoField } from './logo-field';
import { TemplatePicker } from './template-picker';
import { fieldA11y, FormField } from '~/ui/form-field';
import { useHydrated } from '~/ui/use-hydrated';

const defaultValues: VideoFormValues = {
  companyName: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  website: '',
  logoUrl: '',
  callToAction: '',
  selectedVideoId: '',
  additionalNotes: '',
};

const ID = 'video';

export interface VideoRenderingStatus {
  available: boolean;
  /** Shown to the partner when rendering is unavailable. */
  message?: string;
}

/** Spec §2 video tool; states of spec §4: no template selected, template selected, generating, ready. */
export function VideoForm({
  templates,
  rendering,
  prefill = {},
  officeEmail,
}: {
  templates: readonly VideoTemplate[];
  rendering: VideoRenderingStatus;
  /** Facts a link filled in (the partner portal's); the video has no address field. */
  prefill?: ToolPrefill;
  /** Where a partner refused for too many requests can write meanwhile (INQUIRY_EMAIL). */
  officeEmail: string;
}) {
  const { i18n } = useLingui();
  const french = i18n.locale === 'fr';
  const { data: templateList = templates } = useQuery(videoTemplatesQuery(templates));
  const { companyAddress: _noAddressField, ...facts } = prefill;
  const startValues: VideoFormValues = { ...defaultValues, ...facts };
  const form = useForm<VideoFormValues, unknown, VideoInput>({
    resolver: zodResolver(videoSchema),
    defaultValues: startValues,
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const { errors } = formState;
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(
    // The server's reason is for the operator, in English: a French page says it in French.
    rendering.available ? null : french ? i18n._('tools.video.unavailableText') : (rendering.message ?? null),
  );
  const readyRef = useRef<HTMLDivElement>(null);
  const selectedId = useWatch({ control, name: 'selectedVideoId' }) ?? '';
  const logoUrl = useWatch({ control, name: 'logoUrl' }) ?? '';

  const mutation = useMutation({
    mutationFn: generateVideo,
    onSuccess: (answer) => {
      toast({ title: i18n._('tools.video.doneTitle'), description: i18n._('tools.video.doneText') });
      setProblem(null);
      setVideoUrl(answer.videoUrl);
    },
    onError: (error) => {
      toast({
        title: i18n._('tools.failedTitle'),
        description: i18n._('tools.video.failedText'),
        variant: 'destructive',
      });
      if (error instanceof ApiError && error.body?.code === 'NOT_CONFIGURED') {
        setUnavailable(french ? i18n._('tools.video.unavailableText') : (error.serverMessage ?? null));
        setProblem(null);
      } else {
        setProblem(toolProblem(i18n, error, 'video', officeEmail));
      }
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in defaultValues)
          setError(field as keyof VideoFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    },
  });

  useEffect(() => {
    if (videoUrl) readyRef.current?.focus();
  }, [videoUrl]);

  const onSubmit = handleSubmit((input) => {
    setProblem(null);
    setVideoUrl(null);
    // A French page asks for the video's words the French way; an English one sends what it always sent.
    mutation.mutate(french ? { ...input, locale: 'fr' } : input);
  });

  const generating = mutation.isPending;
  const templateField = register('selectedVideoId');
  const contactFields = registerContactFields((name) => register(name));
  const hydrated = useHydrated();
  const cta = { id: `${ID}-callToAction`, error: toolFieldError(i18n, errors.callToAction?.message) };
  const notes = { id: `${ID}-additionalNotes`, error: toolFieldError(i18n, errors.additionalNotes?.message) };

  return (
    <div className="grid gap-8">
      {unavailable ? (
        <Alert variant="destructive">
          <div>
            <AlertTitle>
              <Trans id="tools.video.unavailableTitle" />
            </AlertTitle>
            <AlertDescription>{unavailable}</AlertDescription>
          </div>
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={i18n._('tools.video.formLabel')}>
        <Card>
          <CardContent>
            <TemplatePicker
              templates={templateList}
              selectedId={selectedId}
              registration={templateField}
              error={toolFieldError(i18n, errors.selectedVideoId?.message)}
              errorId={`${ID}-selectedVideoId-error`}
            />
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid gap-5">
            <h2 className="text-ink text-lg font-semibold">
              <Trans id="tools.video.brandingHeading" />
            </h2>
            <ContactFields registrations={contactFields} errors={errors} idPrefix={ID} defaultValues={startValues} />
            <FormField
              id={cta.id}
              label={i18n._('tools.field.callToAction')}
              error={cta.error}
              hint={i18n._('tools.video.ctaHint')}
            >
              <Input {...fieldA11y(cta.id, { error: cta.error, hint: true })} {...register('callToAction')} />
            </FormField>
            <LogoField
              idPrefix={ID}
              value={logoUrl}
              onChange={(value) => setValue('logoUrl', value, { shouldValidate: true, shouldDirty: true })}
              error={toolFieldError(i18n, errors.logoUrl?.message)}
              urlHint={i18n._('tools.video.logoHint')}
            />
            <FormField
              id={notes.id}
              label={i18n._('tools.video.notes')}
              optional
              optionalLabel={i18n._('tools.optional')}
              error={notes.error}
            >
              <Textarea rows={3} {...fieldA11y(notes.id, { error: notes.error })} {...register('additionalNotes')} />
            </FormField>
          </CardContent>
        </Card>

        {problem ? (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated || !selectedId || generating || Boolean(unavailable)}
            aria-busy={generating}
            className="w-full sm:w-auto"
          >
            {generating ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Video aria-hidden="true" />}
            {generating ? i18n._('tools.video.generating') : i18n._('tools.video.generate')}
          </Button>
          {!selectedId ? (
            <p className="text-muted text-sm">
              <Trans id="tools.video.chooseTemplate" />
            </p>
          ) : null}
          {generating ? (
            <p className="text-muted text-sm" role="status">
              <Trans id="tools.video.takesAMinute" />
            </p>
          ) : null}
        </div>
      </form>

      {videoUrl ? (
        <div ref={readyRef} tabIndex={-1} className="outline-none">
          <Card className="border-brand-300 bg-brand-50">
            <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-start gap-3">
                <CircleCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-6 shrink-0" />
                <div>
                  <h2 className="text-ink text-lg font-semibold">
                    <Trans id="tools.video.readyHeading" />
                  </h2>
                  <p className="text-muted">
                    <Trans id="tools.video.readyText" />
                  </p>
                </div>
              </div>
              <Button asChild>
                <a href={videoUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  <Trans id="tools.video.openVideo" />
                  <span className="sr-only">
                    {' '}
                    <Trans id="tools.video.newTab" />
                  </span>
                </a>
              </Button>
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
