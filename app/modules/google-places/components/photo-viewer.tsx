import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Fragment, type RefObject } from 'react';
import { Button } from '~/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/ui/dialog';
import { parseAttribution } from '../attributions';
import type { GooglePhoto } from '../google-places.schema';
import { photoUrlAtWidth } from '../photo-url';
import type { GooglePhotosText } from './google-texts';

export interface PhotoViewerProps {
  /** The words of GooglePhotos, which the modal shares. */
  text: GooglePhotosText;
  /** The photos in the order the page shows them: the modal pages through them in that order. */
  photos: GooglePhoto[];
  /** The photo on screen, or null when the modal is closed. */
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
  /** The thumbnail that opened it: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The large photo modal of GooglePhotos (spec §2, §9): the photo at 1600 px with the photographer's
 * attribution, Previous and Next. Loaded on demand by GooglePhotos.
 */
export default function PhotoViewer({ text, photos, openIndex, onOpenIndexChange, returnFocusTo }: PhotoViewerProps) {
  const open = openIndex === null ? undefined : photos[openIndex];
  return (
    <Dialog open={open !== undefined} onOpenChange={(isOpen) => (isOpen ? null : onOpenIndexChange(null))}>
      {open && openIndex !== null ? (
        <DialogContent className="max-w-5xl gap-4" returnFocusTo={returnFocusTo}>
          <DialogTitle className="pr-10 text-xl">{text.title[openIndex]}</DialogTitle>
          <div className="bg-brand-50 flex items-center justify-center overflow-hidden rounded-lg">
            {/* Sized from Google's dimensions before it loads: the dialog does not jump between photos. */}
            <img
              src={photoUrlAtWidth(open.photo_url, 1600)}
              alt={text.alt[openIndex] ?? ''}
              width={open.width || undefined}
              height={open.height || undefined}
              style={{ aspectRatio: open.width && open.height ? `${open.width} / ${open.height}` : '4 / 3' }}
              className="block h-auto max-h-[65dvh] w-full object-contain"
            />
          </div>
          <DialogDescription asChild>
            <div className="text-sm">
              <Attributions html={open.html_attributions} text={text} />
            </div>
          </DialogDescription>
          {photos.length > 1 ? (
            <div className="flex flex-wrap justify-between gap-2">
              {/* Tight enough for the longer French words on a phone; a narrower screen puts Next below, never past the edge. */}
              <Button
                variant="secondary"
                className="gap-1 px-3"
                onClick={() => onOpenIndexChange((openIndex - 1 + photos.length) % photos.length)}
              >
                <ChevronLeft aria-hidden="true" />
                {text.previous}
              </Button>
              <Button
                variant="secondary"
                className="ml-auto gap-1 px-3"
                onClick={() => onOpenIndexChange((openIndex + 1) % photos.length)}
              >
                {text.next}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Google's attribution HTML, read as link text and https addresses only (never rendered as HTML). */
function Attributions({ html, text }: { html: string[]; text: GooglePhotosText }) {
  const parts = html.flatMap((snippet) => parseAttribution(snippet));
  if (parts.length === 0) return <span>{text.photoFromGoogle}</span>;
  return (
    <span>
      {text.photoBy}{' '}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          {part.href ? (
            <a
              href={part.href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline underline-offset-4"
            >
              {part.text}
              <span className="sr-only"> {text.opensInNewTab}</span>
            </a>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
      {' · Google'}
    </span>
  );
}
