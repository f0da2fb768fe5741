import { Alert } from '~/ui/alert';
import type { PortalChangeRequest } from '../portal-constants';

/**
 * For the office, next to a waiting name or address change: the address that asked is no longer the
 * listing's email (the business changed hands or contact), so the request may not be the current holder's.
 */
export function AskedFromFormerEmail({ change }: { change: PortalChangeRequest }) {
  if (!change.askedFromFormerEmail) return null;
  return (
    <Alert variant="info" role="note" className="text-sm">
      <p className="[overflow-wrap:anywhere]">
        The listing’s email has changed since <bdi>{change.requestedBy}</bdi> asked: check with the partner at the
        listing’s current email before approving.
      </p>
    </Alert>
  );
}
