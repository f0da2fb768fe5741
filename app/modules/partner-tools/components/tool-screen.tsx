import { useLingui } from '@lingui/react';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { toolPaths } from '../tool-links';

/** A tool's page: 'Back to Tools', its heading and a line on what it makes, then the tool itself. */
export function ToolScreen({
  title,
  description,
  onBack,
  focusHeading = false,
  children,
}: {
  title: string;
  description: string;
  /** Opened in place on /partner-tools: a button; loaded at its own path: a link. */
  onBack?: () => void;
  focusHeading?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened in place, the page did not change: move focus to the new heading so keyboard and screen
  // reader users land on the tool rather than on a button that is gone.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <div className="grid gap-6">
      <div>
        {onBack ? (
          <Button variant="ghost" className="-ml-3" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            {i18n._('tools.back')}
          </Button>
        ) : (
          <Button asChild variant="ghost" className="-ml-3">
            <Link to={toolPaths(i18n.locale === 'fr' ? 'fr' : 'en').hub}>
              <ArrowLeft aria-hidden="true" />
              {i18n._('tools.back')}
            </Link>
          </Button>
        )}
      </div>
      <header className="grid gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-ink text-3xl font-semibold outline-none sm:text-4xl">
          {title}
        </h1>
        <p className="text-muted max-w-3xl text-lg">{description}</p>
      </header>
      {children}
    </div>
  );
}
