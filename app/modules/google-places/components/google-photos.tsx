import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, useId, useMemo, useState } from 'react';
import { Button } from '~/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/ui/dialog';
import { parseAttribution } from '../attributions';
import { type GooglePhoto, photoUrlAtWidth } from '../google-places.schema';
import { groupPhotos, hasViewAllPhotos, type PhotoGroups, visiblePhotoGroups } from '../photo-groups';

const GROUP_TITLES: Record<keyof PhotoGroups<GooglePhoto>, string> = {
  exterior: 'Exterior',
  interior: 'Interior',
  other: 'More Photos',
};

/**
 * The partner's Google photos (spec §2, §9): grouped exterior / interior / other, 4 per group, 'View All'
 * when there are more than 8, a large modal with the photographer's attribution on click. Thumbnails are
 * square and sized before they load, so nothing below them moves.
 */
export function GooglePhotos({ photos, partnerName }: { photos: GooglePhoto[]; partnerName: string }) {
  const [showAll, setShowAll] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const headingId = useId();
  const groupsId = useId();
  const groups = useMemo(() => groupPhotos(photos), [photos]);
  if (photos.length === 0) return null;

  const visible = visiblePhotoGroups(groups, showAll);
  // The modal pages through the photos in the order they are shown.
  const ordered = [...groups.exterior, ...groups.interior, ...groups.other];
  const open = openIndex === null ? undefined : ordered[openIndex];

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-ink text-2xl font-semibold">
          Photos
        </h2>
        {hasViewAllPhotos(photos.length) ? (
          <Button
            variant="link"
            aria-expanded={showAll}
            aria-controls={groupsId}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show Fewer' : `View All (${photos.length})`}
          </Button>
        ) : null}
      </div>
      <div id={groupsId} className="mt-5 space-y-6">
        {(Object.keys(GROUP_TITLES) as Array<keyof typeof GROUP_TITLES>).map((key) =>
          visible[key].length === 0 ? null : (
            <div key={key}>
              <h3 className="text-muted font-sans text-sm font-semibold tracking-wide uppercase">{GROUP_TITLES[key]}</h3>
              <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
                {visible[key].map((photo) => {
                  const index = ordered.indexOf(photo);
                  return (
                    <li key={photo.photo_reference || photo.photo_url}>
                      <button
                        type="button"
                        onClick={() => setOpenIndex(index)}
                        aria-label={`Open photo ${index + 1} of ${ordered.length} of ${partnerName}`}
                        className="group bg-brand-100 block aspect-square w-full overflow-hidden rounded-lg"
                      >
                        <img
                          src={photoUrlAtWidth(photo.photo_url, 400)}
                          alt=""
                          width={400}
                          height={400}
                          loading="lazy"
                          decoding="async"
                          className="size-full object-cover transition-transform group-hover:scale-105"
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ),
        )}
      </div>

      <Dialog open={open !== undefined} onOpenChange={(isOpen) => (isOpen ? null : setOpenIndex(null))}>
        {open && openIndex !== null ? (
          <DialogContent className="max-w-5xl gap-4">
            <DialogTitle className="pr-10 text-xl">
              {partnerName}: photo {openIndex + 1} of {ordered.length}
            </DialogTitle>
            <div className="bg-brand-50 flex items-center justify-center overflow-hidden rounded-lg">
              {/* Sized from Google's dimensions before it loads: the dialog does not jump between photos. */}
              <img
                src={photoUrlAtWidth(open.photo_url, 1600)}
                alt={`Photo ${openIndex + 1} of ${partnerName}`}
                width={open.width || undefined}
                height={open.height || undefined}
                style={{ aspectRatio: open.width && open.height ? `${open.width} / ${open.height}` : '4 / 3' }}
                className="block h-auto max-h-[65dvh] w-full object-contain"
              />
            </div>
            <DialogDescription asChild>
              <div className="text-sm">
                <Attributions html={open.html_attributions} />
              </div>
            </DialogDescription>
            {ordered.length > 1 ? (
              <div className="flex justify-between gap-3">
                <Button
                  variant="secondary"
                  onClick={() => setOpenIndex((openIndex - 1 + ordered.length) % ordered.length)}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button variant="secondary" onClick={() => setOpenIndex((openIndex + 1) % ordered.length)}>
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

/** Google's attribution HTML, read as link text and https addresses only (never rendered as HTML). */
function Attributions({ html }: { html: string[] }) {
  const parts = html.flatMap((snippet) => parseAttribution(snippet));
  if (parts.length === 0) return <span>Photo from Google</span>;
  return (
    <span>
      Photo by{' '}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          {part.href ? (
            <a href={part.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-4">
              {part.text}
              <span className="sr-only"> (opens in a new tab)</span>
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
