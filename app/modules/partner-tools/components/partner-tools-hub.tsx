import { ArrowRight, Newspaper, Video } from 'lucide-react';
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

export const TOOLS: Record<ToolId, { title: string; description: string; path: string }> = {
  'press-release': {
    title: 'Press Release Maker',
    description: `Create a professional press release announcing your ${site.productName} partnership, ready to send to local news outlets.`,
    path: '/partner-tools/press-release',
  },
  video: {
    title: 'Partner-Branded Video Maker',
    description:
      'Create a short video with your logo, name and contact details to share with families and on social media.',
    path: '/partner-tools/video',
  },
};

export interface VideoToolData {
  templates: readonly VideoTemplate[];
  rendering: VideoRenderingStatus;
}

/** One tool at its own path (optionally prefilled by its link), or opened in place from the hub. */
export function PartnerTool({
  tool,
  video,
  prefill,
  onBack,
}: {
  tool: ToolId;
  video: VideoToolData;
  prefill?: ToolPrefill;
  onBack?: () => void;
}) {
  const { title, description } = TOOLS[tool];
  return (
    <ToolScreen title={title} description={description} onBack={onBack} focusHeading={Boolean(onBack)}>
      {tool === 'press-release' ? (
        <PressReleaseForm prefill={prefill} />
      ) : (
        <VideoForm templates={video.templates} rendering={video.rendering} prefill={prefill} />
      )}
    </ToolScreen>
  );
}

/** Spec §2 Partner Tools page: two cards; choosing one opens that tool in place with 'Back to Tools'. */
export function PartnerToolsHub({ video }: { video: VideoToolData }) {
  const [open, setOpen] = useState<ToolId | null>(null);
  const lastChosen = useRef<ToolId | null>(null);
  const cardButtons = useRef<Partial<Record<ToolId, HTMLButtonElement | null>>>({});

  if (open) {
    return (
      <PartnerTool
        tool={open}
        video={video}
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
        <h1 className="text-ink text-3xl font-semibold sm:text-4xl">Partner Tools</h1>
        <p className="text-muted max-w-3xl text-lg">
          Tools for authorised {site.productName} partners: announce your partnership and share it with the families you
          serve.
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        {(Object.keys(TOOLS) as ToolId[]).map((tool) => {
          const Icon = tool === 'press-release' ? Newspaper : Video;
          return (
            <Card key={tool} className="flex flex-col">
              <CardContent className="flex flex-1 flex-col gap-4">
                <span className="bg-brand-100 text-brand-700 flex size-12 items-center justify-center rounded-full">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 className="text-ink text-xl leading-snug font-semibold">{TOOLS[tool].title}</h2>
                <CardDescription className="flex-1">{TOOLS[tool].description}</CardDescription>
                <Button
                  ref={(element) => {
                    cardButtons.current[tool] = element;
                  }}
                  className="self-start"
                  onClick={() => choose(tool)}
                >
                  Open {TOOLS[tool].title}
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
