import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/ui/badge';
import { Checkbox } from '~/ui/checkbox';
import { Button } from '~/ui/button';
import { websiteDisplay } from '../partner-display';
import type { Partner } from '../../partner.schema';
import { PartnerAvatar } from './partner-avatar';

/**
 * One search result (spec §2): select box, logo or initials, name, 'Priority Partner' and 'Inactive'
 * badges, place, Contact, Details, Services, Description, edit link and delete button.
 */
export function AdminPartnerCard({
  partner,
  selected,
  onSelectedChange,
  onDelete,
  editState,
}: {
  partner: Partner;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDelete: () => void;
  /** Router state for the edit link (where to come back to). */
  editState?: unknown;
}) {
  const headingId = `partner-${partner.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${selected ? 'border-brand-600 ring-brand-600 ring-1' : 'border-line'}`}
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <label className="-m-2 flex min-h-11 min-w-11 cursor-pointer items-center justify-center p-2">
          <Checkbox
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-labelledby={headingId}
          />
          <span className="sr-only">Select</span>
        </label>
        <PartnerAvatar name={partner.name} imageUrl={partner.logoUrl ?? partner.imageUrl} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-ink font-serif text-xl leading-snug font-semibold break-words">
            {partner.name}
          </h3>
          <div className="mt-1 flex flex-wrap gap-2">
            {partner.isPriority ? <Badge variant="solid">Priority Partner</Badge> : null}
            {!partner.isActive ? <Badge className="text-danger border border-red-200 bg-red-50">Inactive</Badge> : null}
          </div>
          <p className="text-muted mt-1">
            {partner.city}, {partner.state} {partner.zipCode}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button asChild variant="secondary" size="sm" className="px-3">
            <Link to={`/admin/partners/${partner.id}/edit`} state={editState} aria-label={`Edit ${partner.name}`}>
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">Edit</span>
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger px-3 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Delete ${partner.name}`}
          >
            <Trash2 aria-hidden="true" />
            <span className="max-sm:sr-only">Delete</span>
          </Button>
        </div>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-ink text-sm font-semibold tracking-wide uppercase">Contact</h4>
          <ul className="text-ink mt-1 space-y-1 break-words">
            <li>
              <a
                href={`tel:${partner.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 underline-offset-4 hover:underline"
              >
                {partner.phone}
              </a>
            </li>
            {partner.email ? (
              <li>
                <a href={`mailto:${partner.email}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {partner.email}
                </a>
              </li>
            ) : null}
            {partner.website ? (
              <li>
                <a
                  href={partner.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {websiteDisplay(partner.website)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <div>
          <h4 className="text-ink text-sm font-semibold tracking-wide uppercase">Details</h4>
          <dl className="text-ink mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">Annual Cremations</dt>
            <dd>{partner.annualCremations.toLocaleString('en-US')}</dd>
            <dt className="text-muted">Locations</dt>
            <dd>{partner.locationCount.toLocaleString('en-US')}</dd>
            <dt className="text-muted">Partner Since</dt>
            <dd>{partner.partnerSince ?? '—'}</dd>
          </dl>
        </div>
      </div>

      {partner.servicesOffered.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-ink text-sm font-semibold tracking-wide uppercase">Services</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {partner.servicesOffered.map((service) => (
              <li key={service}>
                <Badge variant="outline">{service}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {partner.description ? (
        <div className="mt-4">
          <h4 className="text-ink text-sm font-semibold tracking-wide uppercase">Description</h4>
          <p className="text-ink mt-1 line-clamp-3 whitespace-pre-line">{partner.description}</p>
        </div>
      ) : null}
    </article>
  );
}
