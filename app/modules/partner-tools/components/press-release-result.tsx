import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { downloadTextFile } from '~/lib/download';
import { slugify } from '~/lib/slug';
import { Button } from '~/ui/button';
import { Card, CardContent } from '~/ui/card';

/** "Hillside Memorial Chapel" → hillside-memorial-chapel-press-release.txt (letters, digits, hyphens only). */
export function pressReleaseFileName(companyName: string): string {
  const base = slugify(companyName).slice(0, 80).replace(/-+$/, '');
  return `${base || 'company'}-press-release.txt`;
}

/** The finished release as the partner will publish it, with a plain-text download. */
export function PressReleaseResult({ text, companyName, logo }: { text: string; companyName: string; logo?: string }) {
  const fileName = pressReleaseFileName(companyName);
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
          <h2 className="text-ink text-xl font-semibold">Your Press Release</h2>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={() => void copyText()}>
              {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copy === 'copied' ? 'Copied' : 'Copy text'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => downloadTextFile(fileName, text, 'text/plain;charset=utf-8')}
            >
              <Download aria-hidden="true" />
              Download .txt
            </Button>
          </div>
        </div>
        <p role="status" className={copy === 'selected' ? 'text-ink text-base' : 'sr-only'}>
          {copy === 'copied'
            ? 'Press release copied to the clipboard.'
            : copy === 'selected'
              ? 'The text is selected: press Ctrl+C (or ⌘C on a Mac) to copy it.'
              : ''}
        </p>
        {logo ? (
          <img
            src={logo}
            alt={`${companyName} logo`}
            className="bg-brand-50 h-16 w-auto max-w-48 self-start rounded object-contain p-2"
          />
        ) : null}
        <article
          ref={article}
          aria-label="Press release text"
          className="border-line bg-canvas text-ink rounded-lg border p-4 font-serif text-base leading-relaxed break-words whitespace-pre-wrap sm:p-6"
        >
          {text}
        </article>
        <p className="text-muted text-sm">
          Downloads as <span className="text-ink font-medium">{fileName}</span>. Read it through and adjust anything
          before you send it to editors.
        </p>
      </CardContent>
    </Card>
  );
}
