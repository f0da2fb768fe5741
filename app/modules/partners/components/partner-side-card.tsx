import { type ReactNode, useId } from 'react';
import { Card } from '~/ui/card';
import { cn } from '~/ui/cn';

/*
 * The card frame of the partner page's side column, and 'Get in Touch', which the page renders in the browser:
 * no message catalogue here (its title comes from the loader), so the page's script stays without Lingui.
 */

export function SideCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-ink text-xl font-semibold">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

/**
 * 'Get in Touch' (spec §2): the directions and inquiry buttons, passed in by the page. Rendered in the browser
 * too: its title comes from the loader, in the page's language.
 */
export function PartnerGetInTouch({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SideCard title={title}>
      <div className="flex flex-col gap-3">{children}</div>
    </SideCard>
  );
}
