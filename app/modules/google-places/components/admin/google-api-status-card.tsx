import { CheckCircle2, KeyRound, Loader2, PlugZap, XCircle } from 'lucide-react';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';

export interface LastTest {
  success: boolean;
  message: string;
  at: Date;
}

/**
 * Spec §2 status card with 'Test API'. Beyond the spec's static badge, it says whether a key is really
 * configured (the server answers a boolean, never the key) and what the last test in this visit found.
 */
export function GoogleApiStatusCard({
  configured,
  lastTest,
  testing,
  onTest,
}: {
  configured: boolean | undefined;
  lastTest: LastTest | null;
  testing: boolean;
  onTest: () => void;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-ink flex items-center gap-2 text-lg font-semibold">
          <KeyRound aria-hidden="true" className="text-brand-700 size-5" />
          Google Places API Status
        </h2>
        {configured === undefined ? null : configured ? (
          <Badge variant="solid">API Key Configured</Badge>
        ) : (
          <Badge variant="outline" className="border-danger/50 text-danger">
            API Key Not Configured
          </Badge>
        )}
      </div>
      {configured === false ? (
        <p className="text-muted">
          Set GOOGLE_PLACES_API_KEY on the server to fetch ratings, reviews and photos from Google.
        </p>
      ) : null}
      <p className="text-muted flex items-start gap-2" aria-live="polite">
        {lastTest ? (
          <>
            {lastTest.success ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : (
              <XCircle aria-hidden="true" className="text-danger mt-0.5 size-5 shrink-0" />
            )}
            <span>
              Last test at {lastTest.at.toLocaleTimeString()}: {lastTest.success ? 'Success' : 'Failed'} (
              {lastTest.message})
            </span>
          </>
        ) : (
          <span>Not tested during this visit.</span>
        )}
      </p>
      <div>
        <Button variant="secondary" onClick={onTest} disabled={testing}>
          {testing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <PlugZap aria-hidden="true" />}
          Test API
        </Button>
      </div>
    </Card>
  );
}
