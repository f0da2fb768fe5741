import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { useHydrated } from '~/ui/use-hydrated';
import type { GooglePhoto } from '../google-places.schema';
import { groupPhotos, hasViewAllPhotos, type PhotoGroups, visiblePhotoGroups } from '../photo-groups';
import { photoUrlAtWidth } from '../photo-url';
import type { GooglePhotosText } from './google-texts';

// The large-photo modal (Radix Dialog) is fetched when a visitor reaches for a thumbnail, not with the page.
const loadPhotoViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadPhotoViewer);
const preloadPhotoViewer = () => void loadPhotoViewer();

const GROUP_ORDER: Array<keyof PhotoGroups<GooglePhoto>> = ['exterior', 'interior', 'other'];

/**
 * The partner's Google photos (spec §2, §9): grouped exterior / interior / other, 4 per group, 'View All'
 * when there are more than 8, a large modal with the photographer's attribution on click. Thumbnails are
 * square and sized before they load, so nothing below them moves.
 */
export function GooglePhotos({
  photos,
  text,
}: {
  photos: GooglePhoto[];
  /** Its words in the page's language (googlePhotosText, built by the loader for these photos). */
  text: GooglePhotosText;
}) {
  const [showAll, setShowAll] = useState(false);
  // 'View All' does nothing before the script runs: kept in place but invisible until then.
  const hydrated = useHydrated();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [viewerMounted, setViewerMounted] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const headingId = useId();
  const groupsId = useId();
  const groups = useMemo(() => groupPhotos(photos), [photos]);
  if (photos.length === 0) return null;

  const visible = visiblePhotoGroups(groups, showAll);
  // The modal pages through the photos in the order they are shown.
  const ordered = [...groups.exterior, ...groups.interior, ...groups.other];

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-ink text-2xl font-semibold">
          {text.heading}
        </h2>
        {hasViewAllPhotos(photos.length) ? (
          <Button
            variant="link"
            className={cn(!hydrated && 'invisible')}
            aria-expanded={showAll}
            aria-controls={groupsId}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? text.showFewer : text.viewAll}
          </Button>
        ) : null}
      </div>
      <div id={groupsId} className="mt-5 space-y-6">
        {GROUP_ORDER.map((key) =>
          visible[key].length === 0 ? null : (
            <div key={key}>
              <h3 className="text-muted font-sans text-sm font-semibold tracking-wide uppercase">{text.groups[key]}</h3>
              <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
                {visible[key].map((photo) => {
                  const index = ordered.indexOf(photo);
                  return (
                    <li key={photo.photo_reference || photo.photo_url}>
                      <button
                        type="button"
                        onPointerEnter={preloadPhotoViewer}
                        onFocus={preloadPhotoViewer}
                        onTouchStart={preloadPhotoViewer}
                        onClick={(event) => {
                          openerRef.current = event.currentTarget;
                          setViewerMounted(true);
                          setOpenIndex(index);
                        }}
                        aria-label={text.open[index]}
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

      {viewerMounted ? (
        <Suspense fallback={null}>
          <PhotoViewer
            text={text}
            photos={ordered}
            openIndex={openIndex}
            onOpenIndexChange={setOpenIndex}
            returnFocusTo={openerRef}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
