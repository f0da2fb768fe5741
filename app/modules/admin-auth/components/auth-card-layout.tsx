import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '~/lib/site';
import { BrandMark } from '~/ui/brand-mark';

/** The signed-out admin screens (setup, login): one centred card under the product name, all of it the page's main. */
export function AuthCardLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="bg-canvas flex min-h-dvh flex-col items-center px-4 py-10 sm:py-16">
      <Link to="/" className="text-ink mb-8 flex min-h-11 items-center gap-3">
        <BrandMark className="size-10" />
        <span className="font-serif text-xl font-semibold">
          {site.productName} <span className="text-muted font-sans text-base font-medium">Partner Directory</span>
        </span>
      </Link>
      <div className="border-line w-full max-w-md rounded-xl border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-ink font-serif text-3xl leading-tight font-semibold">{title}</h1>
        {description ? <div className="text-muted mt-2 text-base">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
