import { Loader2, Phone } from 'lucide-react';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { PLACEHOLDER_PHONE } from '../../google-places-admin.schema';

/** Spec §2: partners carrying the placeholder (555) 000-0000 get the phone of their Google listing. */
export function FixPhonesCard({
  count,
  fixing,
  onFix,
}: {
  count: number | undefined;
  fixing: boolean;
  onFix: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="text-ink flex items-center gap-2 text-lg font-semibold">
        <Phone aria-hidden="true" className="text-brand-700 size-5" />
        Fix Placeholder Phone Numbers
      </h2>
      <p className="text-muted">
        Replaces the placeholder phone number {PLACEHOLDER_PHONE} with the number on the partner&apos;s Google listing.
        {count !== undefined ? ` ${count} ${count === 1 ? 'partner has' : 'partners have'} the placeholder.` : ''}
      </p>
      <div>
        <Button variant="secondary" onClick={onFix} disabled={fixing}>
          {fixing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Phone aria-hidden="true" />}
          Fix Phone Numbers
        </Button>
      </div>
    </Card>
  );
}
