import { useLingui } from '@lingui/react';
import { ArrowRight, Newspaper, Video } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { useRef, useState } from 'react';
import { site } from '~/lib/site';
import { Button } from '~/ui/button';
import { Card, CardContent, CardDescription } from '~/ui/card';
import type { ToolPrefill } from '../tool-links';
import type { VideoTemplate } from '../video-templates';
import { PressReleaseForm } from './press-release-form';
import { ToolScreen } from './tool-screen';
import { VideoForm, type VideoRenderingStatus } from './video-form';

export type ToolId = 'press-release' | 'video';

const TOOL_IDS: readonly ToolId[] = ['press-release', 'video'];

/** A tool's name, line and card button in the page's language. */
function toolTexts(i18n: I18n, tool: ToolId): { title: string; description: string; open: string } {
  return tool === 'press-release'
    ? {
        title: i18n._('tools.pressRelease.title'),
        description: i18n._('tools.pressRelease.description', { productName: site.productName }),
        open: i18n._('tools.pressRelease.open'),
      }
    : {
        title: i18n._('tools.video.title'),
        description: i18n._('tools.video.description'),
        open: i18n._('tools.video.open'),
      };
}

export interface VideoToolData {
  templates: readonly VideoTemplate[];
  rendering: VideoRenderingStatus;
}

/** One tool at its own path (optionally prefilled by its link), or opened in place from the hub. */
export function PartnerTool({
  tool,
  video,
  prefill,
  officeEmail,
  onBack,
}: {
  tool: ToolId;
  video: VideoToolData;
  prefill?: ToolPrefill;
  /** The office's address (INQUIRY_EMAIL), named when the tools refuse too many requests. */
  officeEmail: string;
  onBack?: () => void;
}) {
  const { i18n } = useLingui();
  const { title, description } = toolTexts(i18n, tool);
  return (
    <ToolScreen title={title} description={description} onBack={onBack} focusHeading={Boolean(onBack)}>
      {tool === 'press-release' ? (
        <PressReleaseForm prefill={prefill} officeEmail={officeEmail} />
      ) : (
        <VideoForm
          templates={video.templates}
          rendering={video.rendering}
          prefill={prefill}
          officeEmail={officeEmail}
        />
      )}
    </ToolScreen>
  );
}

/** Spec §2 Partner Tools page: two cards; choosing one opens that tool in place with 'Back to Tools'. */
export function PartnerToolsHub({ video, officeEmail }: { video: VideoToolData; officeEmail: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<ToolId | null>(null);
  const lastChosen = useRef<ToolId | null>(null);
  const cardButtons = useRef<Partial<Record<ToolId, HTMLButtonElement | null>>>({});

  if (open) {
    return (
      <PartnerTool
        tool={open}
        video={video}
        officeEmail={officeEmail}
        onBack={() => {
          setOpen(null);
          // Back on the cards: focus returns to the card the partner came from.
          requestAnimationFrame(() =>
            lastChosen.current ? cardButtons.current[lastChosen.current]?.focus() : undefined,
          );
        }}
      />
    );
  }

  const choose = (tool: ToolId) => {
    lastChosen.current = tool;
    setOpen(tool);
  };

  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-ink text-3xl font-semibold sm:text-4xl">{i18n._('tools.hub.heading')}</h1>
        <p className="text-muted max-w-3xl text-lg">{i18n._('tools.hub.intro', { productName: site.productName })}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        {TOOL_IDS.map((tool) => {
          const Icon = tool === 'press-release' ? Newspaper : Video;
          const texts = toolTexts(i18n, tool);
          return (
            <Card key={tool} className="flex flex-col">
              <CardContent className="flex flex-1 flex-col gap-4">
                <span className="bg-brand-100 text-brand-700 flex size-12 items-center justify-center rounded-full">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 className="text-ink text-xl leading-snug font-semibold">{texts.title}</h2>
                <CardDescription className="flex-1">{texts.description}</CardDescription>
                <Button
                  ref={(element) => {
                    cardButtons.current[tool] = element;
                  }}
                  className="self-start"
                  onClick={() => choose(tool)}
                >
                  {texts.open}
                  <ArrowRight aria-hidden="true" />
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
