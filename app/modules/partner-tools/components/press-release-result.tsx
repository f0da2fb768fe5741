import { Download } from 'lucide-react';
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
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-ink text-xl font-semibold">Your Press Release</h2>
          <Button type="button" variant="secondary" onClick={() => downloadTextFile(fileName, text, 'text/plain;charset=utf-8')}>
            <Download aria-hidden="true" />
            Download .txt
          </Button>
        </div>
        {logo ? (
          <img src={logo} alt={`${companyName} logo`} className="bg-brand-50 h-16 w-auto max-w-48 self-start rounded object-contain p-2" />
        ) : null}
        <article
          aria-label="Press release text"
          className="border-line bg-canvas text-ink rounded-lg border p-4 font-serif text-base leading-relaxed break-words whitespace-pre-wrap sm:p-6"
        >
          {text}
        </article>
        <p className="text-muted text-sm">
          Downloads as <span className="text-ink font-medium">{fileName}</span>. Read it through and adjust anything before you
          send it to editors.
        </p>
      </CardContent>
    </Card>
  );
}
