import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ApiError } from '~/lib/api-client';
import {
  IMAGE_LIMITS_HINT,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_TYPES_ACCEPTED,
  LOGO_TOO_LARGE_MESSAGE,
} from '~/modules/media/image-limits';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { useRemovePartnerLogo, useUploadPartnerLogo } from '../../partners-admin.queries';
import type { Partner } from '../../partner.schema';
import { PartnerLogo } from '../partner-logo';

const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : fallback;

/** Why a file was refused: the spec's words for its two refusals (§5), the server's reason for the rest. */
interface Refusal {
  title: string;
  reason: string;
}

const TOO_LARGE: Refusal = { title: 'File too large', reason: LOGO_TOO_LARGE_MESSAGE };
// The spec's reason says "only PNG", but this panel also takes JPEG and WebP (decision 035): say which.
const WRONG_TYPE: Refusal = { title: 'Invalid file type', reason: IMAGE_MESSAGES.wrongType };
const ACCEPTED_TYPES = IMAGE_TYPES_ACCEPTED.split(',');

/** Checked before sending; the server still sniffs the bytes, so a file with no declared type is sent. */
function refusalBeforeUpload(file: File): Refusal | null {
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return WRONG_TYPE;
  return null;
}

function refusalFromServer(error: unknown): Refusal {
  const reason = problemOf(error, 'The image could not be uploaded. Try again.');
  if (reason === IMAGE_MESSAGES.wrongType) return WRONG_TYPE;
  if (reason === IMAGE_MESSAGES.tooLarge) return TOO_LARGE;
  return { title: 'Logo not uploaded', reason };
}

/**
 * The logo or photo on the partner's public page (decision 035): the partner uploads it in its portal, or the
 * office uploads one the partner sent, checked and re-encoded the same way; the office can take it off.
 * Putting an earlier one back: undo from the history below or Activity.
 */
type LogoFields = Pick<Partner, 'logoKey' | 'logoWidth' | 'logoHeight'>;

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
  const [refusedBeforeUpload, setRefusedBeforeUpload] = useState<Refusal | null>(null);
  // Stays on screen (unlike a toast) until the next upload or removal starts.
  const [outcome, setOutcome] = useState('');
  // The logo the upload or removal answered, shown in the same render as its outcome: the refetched partner
  // arrives a moment later, and until then the old image would contradict "Logo removed".
  const [answered, setAnswered] = useState<{ over: string | null; logo: LogoFields } | null>(null);
  const logo: LogoFields = answered && answered.over === partner.logoKey ? answered.logo : partner;
  const done = (result: LogoFields, text: string) => {
    setAnswered({ over: partner.logoKey, logo: result });
    setOutcome(text);
  };
  const refusal = refusedBeforeUpload ?? (upload.isError ? refusalFromServer(upload.error) : null);
  const describedBy = refusal ? `${id}-refusal ${id}-hint` : `${id}-hint`;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    remove.reset();
    upload.reset();
    setOutcome('');
    const refused = refusalBeforeUpload(file);
    setRefusedBeforeUpload(refused);
    if (refused) return;
    upload.mutate(
      { id: partner.id, file },
      { onSuccess: (result) => done(result, 'Logo saved. The public page shows it now.') },
    );
  }

  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-ink text-xl font-semibold">Logo or photo</h2>
      {logo.logoKey ? (
        <>
          <PartnerLogo
            partner={{ ...logo, name: partner.name }}
            className="border-line h-auto max-w-full rounded-md border bg-white"
          />
          <p className="text-muted">Shown at the top of the partner&apos;s public page.</p>
        </>
      ) : (
        <p className="text-ink">No logo or photo. The partner can upload one in its portal, or you can here.</p>
      )}
      {remove.isError ? (
        <Alert variant="destructive">{problemOf(remove.error, 'The logo could not be removed. Try again.')}</Alert>
      ) : null}
      <p id={`${id}-hint`} className="text-muted text-sm">
        {IMAGE_LIMITS_HINT}
      </p>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-3">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES_ACCEPTED}
            className="sr-only"
            aria-label="Logo or photo file"
            aria-describedby={describedBy}
            aria-invalid={refusal ? true : undefined}
            onChange={chooseFile}
            disabled={busy}
            tabIndex={-1}
          />
          {/* The button is what a keyboard reaches, so it carries the same description as the input. */}
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? 'Uploading...' : logo.logoKey ? 'Replace logo' : 'Upload logo'}
          </Button>
          {logo.logoKey ? (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => {
                upload.reset();
                setRefusedBeforeUpload(null);
                setOutcome('');
                remove.mutate(partner.id, {
                  onSuccess: (result) => done(result, 'Logo removed. The public page no longer shows it.'),
                });
              }}
            >
              {remove.isPending ? 'Removing...' : 'Remove logo'}
            </Button>
          ) : null}
        </div>
        {/* Both always in the page, so what is written into them later is announced. */}
        <p id={`${id}-refusal`} role="alert" className="text-danger text-sm">
          {refusal ? (
            <>
              <strong className="font-semibold">{refusal.title}</strong>. <span>{refusal.reason}</span>
            </>
          ) : null}
        </p>
        <p role="status" className="text-ink text-sm font-medium">
          {outcome}
        </p>
      </div>
    </Card>
  );
}
