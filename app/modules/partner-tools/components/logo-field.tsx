import { ImageUp, X } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '~/ui/button';
import { Input } from '~/ui/input';
import { toast } from '~/ui/use-toast';
import { LOGO_MAX_BYTES } from '../png-logo';
import { fieldA11y, FormField } from '~/ui/form-field';

/**
 * The logo: a web address, or an uploaded PNG that becomes a data URL in logoUrl and disables the address
 * field (spec §2). Spec §5 toasts for a wrong type or a file over 5 MB; the server checks the bytes again.
 */
export function LogoField({
  idPrefix,
  value,
  onChange,
  error,
  urlHint,
}: {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  urlHint?: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const uploaded = value.startsWith('data:');
  const urlId = `${idPrefix}-logoUrl`;
  const fileId = `${idPrefix}-logoFile`;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type !== 'image/png') {
      toast({
        title: 'Invalid file type',
        description: 'Only PNG files are accepted for transparent logos.',
        variant: 'destructive',
      });
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      toast({ title: 'File too large', description: 'Logo file must be smaller than 5MB.', variant: 'destructive' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') onChange(reader.result);
    };
    reader.readAsDataURL(file);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={urlId}
        label="Logo URL"
        optional
        hint={uploaded ? 'Using the uploaded logo. Remove it to enter a web address instead.' : urlHint}
        error={uploaded ? undefined : error}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          value={uploaded ? '' : value}
          disabled={uploaded}
          onChange={(event) => onChange(event.target.value)}
          {...fieldA11y(urlId, { error: uploaded ? undefined : error, hint: Boolean(uploaded || urlHint) })}
        />
      </FormField>
      <FormField
        id={fileId}
        label="Or upload a logo"
        optional
        hint="PNG with a transparent background, up to 5MB."
        error={uploaded ? error : undefined}
      >
        <input
          ref={fileInput}
          type="file"
          accept="image/png"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
        />
        {uploaded ? (
          <div className="border-line flex min-h-11 items-center gap-3 rounded-lg border bg-white p-2">
            <img src={value} alt="Uploaded logo preview" className="bg-brand-50 h-12 w-20 rounded object-contain" />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange('')}
              aria-describedby={`${fileId}-hint`}
            >
              <X aria-hidden="true" />
              Remove logo
            </Button>
          </div>
        ) : (
          <Button
            type="button"
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            {...fieldA11y(fileId, { hint: true, error: uploaded ? error : undefined })}
          >
            <ImageUp aria-hidden="true" />
            Upload PNG Logo
          </Button>
        )}
      </FormField>
    </div>
  );
}
