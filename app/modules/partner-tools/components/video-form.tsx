import { zodResolver } from '@hookform/resolvers/zod';
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
import { generateVideo, problemFor, serverFieldErrors, videoTemplatesQuery } from '../partner-tools.queries';
import type { VideoTemplate } from '../video-templates';
import { type VideoFormValues, type VideoInput, videoSchema } from '../video.schema';
import type { ToolPrefill } from '../tool-links';
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
}: {
  templates: readonly VideoTemplate[];
  rendering: VideoRenderingStatus;
  /** Facts a link filled in (the partner portal's); the video has no address field. */
  prefill?: ToolPrefill;
}) {
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
    rendering.available ? null : (rendering.message ?? null),
  );
  const readyRef = useRef<HTMLDivElement>(null);
  const selectedId = useWatch({ control, name: 'selectedVideoId' }) ?? '';
  const logoUrl = useWatch({ control, name: 'logoUrl' }) ?? '';

  const mutation = useMutation({
    mutationFn: generateVideo,
    onSuccess: (answer) => {
      toast({ title: 'Video Generated', description: 'Your branded video has been created successfully.' });
      setProblem(null);
      setVideoUrl(answer.videoUrl);
    },
    onError: (error) => {
      toast({
        title: 'Generation Failed',
        description: 'There was an error generating your video. Please try again.',
        variant: 'destructive',
      });
      if (error instanceof ApiError && error.body?.code === 'NOT_CONFIGURED') {
        setUnavailable(error.serverMessage ?? null);
        setProblem(null);
      } else {
        setProblem(problemFor(error, 'video'));
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
    mutation.mutate(input);
  });

  const generating = mutation.isPending;
  const templateField = register('selectedVideoId');
  const contactFields = registerContactFields((name) => register(name));
  const hydrated = useHydrated();
  const cta = { id: `${ID}-callToAction`, error: errors.callToAction?.message };
  const notes = { id: `${ID}-additionalNotes`, error: errors.additionalNotes?.message };

  return (
    <div className="grid gap-8">
      {unavailable ? (
        <Alert variant="destructive">
          <div>
            <AlertTitle>Video rendering is unavailable</AlertTitle>
            <AlertDescription>{unavailable}</AlertDescription>
          </div>
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Video details">
        <Card>
          <CardContent>
            <TemplatePicker
              templates={templateList}
              selectedId={selectedId}
              registration={templateField}
              error={errors.selectedVideoId?.message}
              errorId={`${ID}-selectedVideoId-error`}
            />
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid gap-5">
            <h2 className="text-ink text-lg font-semibold">Your branding</h2>
            <ContactFields registrations={contactFields} errors={errors} idPrefix={ID} defaultValues={startValues} />
            <FormField
              id={cta.id}
              label="Call to Action"
              error={cta.error}
              hint="Shown over the video and on its closing card."
            >
              <Input {...fieldA11y(cta.id, { error: cta.error, hint: true })} {...register('callToAction')} />
            </FormField>
            <LogoField
              idPrefix={ID}
              value={logoUrl}
              onChange={(value) => setValue('logoUrl', value, { shouldValidate: true, shouldDirty: true })}
              error={errors.logoUrl?.message}
              urlHint="For your logo to appear in the video, upload it as a PNG: logos given by web address are not downloaded."
            />
            <FormField id={notes.id} label="Additional Notes" optional error={notes.error}>
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
            {generating ? 'Generating Video...' : 'Generate Video'}
          </Button>
          {!selectedId ? <p className="text-muted text-sm">Choose a template to continue.</p> : null}
          {generating ? (
            <p className="text-muted text-sm" role="status">
              This usually takes under a minute.
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
                  <h2 className="text-ink text-lg font-semibold">Your video is ready</h2>
                  <p className="text-muted">An MP4 file you can share, post or download.</p>
                </div>
              </div>
              <Button asChild>
                <a href={videoUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Open Video
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
