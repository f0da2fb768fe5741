import { useLingui } from '@lingui/react';
import { Check, Film } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Badge } from '~/ui/badge';
import { cn } from '~/ui/cn';
import { templateTexts, type VideoTemplate } from '../video-templates';

/** Spec §2 video tool: template cards as a radio group; a thumbnail that fails to load gives way to an icon. */
export function TemplatePicker({
  templates,
  selectedId,
  registration,
  error,
  errorId,
}: {
  templates: readonly VideoTemplate[];
  selectedId: string;
  registration: UseFormRegisterReturn;
  error?: string;
  errorId: string;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-ink mb-2 text-base font-medium">{i18n._('tools.video.template')}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {templates.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            selected={template.id === selectedId}
            registration={registration}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-danger text-sm font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TemplateCard({
  template,
  selected,
  registration,
}: {
  template: VideoTemplate;
  selected: boolean;
  registration: UseFormRegisterReturn;
}) {
  const { i18n } = useLingui();
  const texts = templateTexts(template, i18n.locale === 'fr' ? 'fr' : 'en');
  const [thumbnailBroken, setThumbnailBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The server-rendered <img> may have failed before React hydrated and attached onError.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setThumbnailBroken(true);
  }, []);
  const inputId = `template-${template.id}`;
  return (
    <label
      htmlFor={inputId}
      className={cn(
        // Side by side on phones (four cards stay short), stacked in a grid from the small breakpoint up.
        'group border-line relative flex cursor-pointer flex-row overflow-hidden rounded-xl border bg-white shadow-sm transition-colors sm:flex-col',
        'has-[:focus-visible]:outline-brand-700 hover:border-brand-400 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
        selected && 'border-brand-700 ring-brand-700 ring-2',
      )}
    >
      <input id={inputId} type="radio" value={template.id} className="sr-only" {...registration} />
      <div className="bg-brand-100 relative w-28 shrink-0 sm:aspect-video sm:w-full">
        {thumbnailBroken ? (
          <div
            className="text-brand-700 flex h-full w-full items-center justify-center"
            data-testid="thumbnail-fallback"
          >
            <Film aria-hidden="true" className="size-10" />
          </div>
        ) : (
          <img
            ref={image}
            src={template.thumbnailUrl}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
            onError={() => setThumbnailBroken(true)}
          />
        )}
        {selected ? (
          <span className="bg-brand-700 absolute top-2 right-2 flex size-7 items-center justify-center rounded-full text-white">
            <Check aria-hidden="true" className="size-4" />
          </span>
        ) : null}
      </div>
      <span className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-ink text-base font-semibold">{texts.title}</span>
          <span className="text-muted text-sm">{template.duration} s</span>
        </span>
        <Badge variant="outline" className="self-start">
          {texts.category}
        </Badge>
        <span className="text-muted text-sm">{texts.description}</span>
      </span>
    </label>
  );
}
