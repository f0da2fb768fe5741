import { Trans, useLingui } from '@lingui/react';
import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { downloadTextFile } from '~/lib/download';
import { slugify } from '~/lib/slug';
import { Button } from '~/ui/button';
import { Card, CardContent } from '~/ui/card';

/**
 * "Hillside Memorial Chapel" → hillside-memorial-chapel-press-release.txt (letters, digits, hyphens only);
 * a French release is a "communiqué": maison-darche-communique.txt.
 */
export function pressReleaseFileName(companyName: string, locale: 'en' | 'fr' = 'en'): string {
  const base = slugify(companyName).slice(0, 80).replace(/-+$/, '');
  return locale === 'fr' ? `${base || 'entreprise'}-communique.txt` : `${base || 'company'}-press-release.txt`;
}

/** The finished release as the partner will publish it, with a plain-text download. */
export function PressReleaseResult({
  text,
  companyName,
  logo,
  locale = 'en',
}: {
  text: string;
  companyName: string;
  logo?: string;
  locale?: 'en' | 'fr';
}) {
  const { i18n } = useLingui();
  const fileName = pressReleaseFileName(companyName, locale);
  const article = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'selected'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [copy]);

  async function copyText() {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      // No clipboard access (an http page, a refused permission): select the text for the admin to copy.
      const node = article.current;
      const selection = window.getSelection();
      if (node && selection) selection.selectAllChildren(node);
      setCopy('selected');
    }
  }

  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-ink text-xl font-semibold">
            <Trans id="tools.result.heading" />
          </h2>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={() => void copyText()}>
              {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copy === 'copied' ? i18n._('tools.result.copied') : i18n._('tools.result.copy')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => downloadTextFile(fileName, text, 'text/plain;charset=utf-8')}
            >
              <Download aria-hidden="true" />
              {i18n._('tools.result.download')}
            </Button>
          </div>
        </div>
        <p role="status" className={copy === 'selected' ? 'text-ink text-base' : 'sr-only'}>
          {copy === 'copied'
            ? i18n._('tools.result.copiedStatus')
            : copy === 'selected'
              ? i18n._('tools.result.selectedStatus')
              : ''}
        </p>
        {logo ? (
          <img
            src={logo}
            alt={i18n._('tools.result.logoAlt', { companyName })}
            className="bg-brand-50 h-16 w-auto max-w-48 self-start rounded object-contain p-2"
          />
        ) : null}
        <article
          ref={article}
          aria-label={i18n._('tools.result.textLabel')}
          className="border-line bg-canvas text-ink rounded-lg border p-4 font-serif text-base leading-relaxed break-words whitespace-pre-wrap sm:p-6"
        >
          {text}
        </article>
        <p className="text-muted text-sm">
          <Trans
            id="tools.result.downloadsAs"
            values={{ fileName }}
            components={{ 0: <span className="text-ink font-medium" /> }}
          />
        </p>
      </CardContent>
    </Card>
  );
}
