import type { ReactNode } from 'react';
import { Container } from '../container';

/**
 * An honest stand-in for a screen whose feature is still being built: its real heading and one sentence,
 * with no invented data and no buttons that do nothing.
 */
export function ScreenPlaceholder({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">{heading}</h1>
      <p className="text-muted mt-4 max-w-2xl text-lg">
        {children ?? 'This part of the directory is being built and will be available here soon.'}
      </p>
    </Container>
  );
}
