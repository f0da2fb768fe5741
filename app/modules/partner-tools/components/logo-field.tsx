import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
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
        title: i18n._('tools.logo.badTypeTitle'),
        description: i18n._('tools.logo.badTypeText'),
        variant: 'destructive',
      });
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      toast({
        title: i18n._('tools.logo.tooLargeTitle'),
        description: i18n._('tools.logo.tooLargeText'),
        variant: 'destructive',
      });
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
        label={i18n._('tools.logo.urlLabel')}
        optional
        optionalLabel={i18n._('tools.optional')}
        hint={uploaded ? i18n._('tools.logo.uploadedHint') : urlHint}
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
        label={i18n._('tools.logo.fileLabel')}
        optional
        optionalLabel={i18n._('tools.optional')}
        hint={i18n._('tools.logo.fileHint')}
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
            <img
              src={value}
              alt={i18n._('tools.logo.preview')}
              className="bg-brand-50 h-12 w-20 rounded object-contain"
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange('')}
              aria-describedby={`${fileId}-hint`}
            >
              <X aria-hidden="true" />
              {i18n._('tools.logo.remove')}
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
            {i18n._('tools.logo.upload')}
          </Button>
        )}
      </FormField>
    </div>
  );
}
