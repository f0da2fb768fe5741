import { type ChangeEvent, useId, useRef } from 'react';
import { ApiError } from '~/lib/api-client';
import { IMAGE_LIMITS_HINT, IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_TYPES_ACCEPTED } from '~/modules/media/image-limits';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { toast } from '~/ui/use-toast';
import { useRemovePartnerLogo, useUploadPartnerLogo } from '../../partners-admin.queries';
import type { Partner } from '../../partner.schema';
import { PartnerLogo } from '../partner-logo';

const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : fallback;

/**
 * The logo or photo on the partner's public page (decision 035): the partner uploads it in its portal, or the
 * office uploads one the partner sent, checked and re-encoded the same way; the office can take it off.
 * Putting an earlier one back: undo from the history below or Activity.
 */
export function PartnerLogoPanel({
  partner,
}: {
  partner: Pick<Partner, 'id' | 'name' | 'logoKey' | 'logoWidth' | 'logoHeight'>;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPartnerLogo();
  const remove = useRemovePartnerLogo();
  const busy = upload.isPending || remove.isPending;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    remove.reset();
    if (file.size > IMAGE_MAX_BYTES) {
      upload.reset();
      toast({ title: 'Logo not uploaded', description: IMAGE_MESSAGES.tooLarge, variant: 'destructive' });
      return;
    }
    upload.mutate(
      { id: partner.id, file },
      { onSuccess: () => toast({ title: 'Logo uploaded', description: 'The public page shows it now.' }) },
    );
  }

  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-ink text-xl font-semibold">Logo or photo</h2>
      {partner.logoKey ? (
        <>
          <PartnerLogo partner={partner} className="border-line h-auto max-w-full rounded-md border bg-white" />
          <p className="text-muted">Shown at the top of the partner&apos;s public page.</p>
        </>
      ) : (
        <p className="text-ink">No logo or photo. The partner can upload one in its portal, or you can here.</p>
      )}
      {upload.isError ? (
        <Alert variant="destructive">{problemOf(upload.error, 'The image could not be uploaded. Try again.')}</Alert>
      ) : null}
      {remove.isError ? (
        <Alert variant="destructive">{problemOf(remove.error, 'The logo could not be removed. Try again.')}</Alert>
      ) : null}
      <p id={`${id}-hint`} className="text-muted text-sm">
        {IMAGE_LIMITS_HINT}
      </p>
      <div className="flex flex-wrap gap-3">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES_ACCEPTED}
          className="sr-only"
          aria-label="Logo or photo file"
          aria-describedby={`${id}-hint`}
          onChange={chooseFile}
          disabled={busy}
          tabIndex={-1}
        />
        <Button type="button" variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
          {upload.isPending ? 'Uploading...' : partner.logoKey ? 'Replace logo' : 'Upload logo'}
        </Button>
        {partner.logoKey ? (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              upload.reset();
              remove.mutate(partner.id, {
                onSuccess: () => toast({ title: 'Logo removed', description: 'The public page no longer shows it.' }),
              });
            }}
          >
            {remove.isPending ? 'Removing...' : 'Remove logo'}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
