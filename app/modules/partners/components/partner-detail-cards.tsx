import Building2 from 'lucide-react/icons/building-2';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Star from 'lucide-react/icons/star';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { withOutboundSource } from '~/lib/site';
import { phoneAsWritten } from '~/modules/i18n/format';
import { cn } from '~/ui/cn';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '~/ui/social-icons';
import type { Partner } from '../partner.schema';
import { publicPhone } from '../partner-formats';
import { SideCard } from './partner-side-card';
import { hasGoogleRating, rooftopCount, telHref, websiteDisplay } from './partner-display';

/*
 * The side cards of the partner detail page (spec §2): contact information and 'At a Glance'. The first two
 * are server sections and read the request's messages (useLingui under the page's I18nProvider).
 */

const linkClass = 'hover:text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere]';

type ContactFields = Pick<Partner, 'name' | 'phone' | 'email' | 'website' | 'socialMedia'>;

/** Phone (tel link; the placeholder is never shown), email (mailto), website (tagged with the directory's source) and social links. */
export function PartnerContactCard({ partner }: { partner: ContactFields }) {
  const { i18n } = useLingui();
  const phone = publicPhone(partner.phone);
  const social = [
    { label: 'Facebook', href: partner.socialMedia?.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: partner.socialMedia?.instagram, Icon: InstagramIcon },
    { label: 'LinkedIn', href: partner.socialMedia?.linkedin, Icon: LinkedInIcon },
  ].filter(
    (link): link is typeof link & { href: string } => typeof link.href === 'string' && /^https?:\/\//i.test(link.href),
  );
  return (
    <SideCard title={i18n._('partner.contactCard')}>
      <ul className="text-ink space-y-3">
        <ContactLine icon={<Phone />} label={i18n._('partner.phone')}>
          {phone ? (
            <a href={telHref(phone)} className={cn(linkClass, 'inline-block min-h-6')}>
              {phoneAsWritten(i18n.locale, phone)}
            </a>
          ) : (
            // The import placeholder reaches no one: point to the inquiry instead of a number.
            <span className="text-muted">{i18n._('partner.noPhone')}</span>
          )}
        </ContactLine>
        {partner.email ? (
          <ContactLine icon={<Mail />} label={i18n._('partner.email')}>
            <a href={`mailto:${partner.email}`} className={linkClass}>
              {partner.email}
            </a>
          </ContactLine>
        ) : null}
        {partner.website ? (
          <ContactLine icon={<Globe />} label={i18n._('partner.website')}>
            <a
              href={withOutboundSource(partner.website)}
              target="_blank"
              rel="noopener"
              className={cn(linkClass, 'inline-block min-h-6')}
            >
              {websiteDisplay(partner.website)}
              <span className="sr-only"> {i18n._('link.opensInNewTab')}</span>
            </a>
          </ContactLine>
        ) : null}
      </ul>
      {social.length > 0 ? (
        <ul className="mt-4 flex gap-2" aria-label={i18n._('partner.onSocialMedia', { name: partner.name })}>
          {social.map(({ label, href, Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener"
                aria-label={i18n._('partner.onNetwork', { name: partner.name, network: label })}
                className="border-line text-brand-700 hover:bg-brand-50 flex size-11 items-center justify-center rounded-full border"
              >
                <Icon className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </SideCard>
  );
}

/** `label`: what a screen reader says first, with its colon as the language writes it ("Téléphone :"). */
function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="text-brand-600 mt-0.5 shrink-0 [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="sr-only">{label} </span>
        {children}
      </span>
    </li>
  );
}

/** Spec §2 'At a Glance': locations (the rooftop count, default 1) and the Google rating. */
export function PartnerAtAGlance({
  locationCount,
  googleRating,
  googleReviewCount,
}: {
  locationCount: number | null;
  googleRating: number | null;
  googleReviewCount: number | null;
}) {
  const { i18n } = useLingui();
  return (
    <SideCard title={i18n._('partner.atAGlance')}>
      <dl className="divide-line divide-y">
        {/* Wraps on a narrow phone: "Établissements" and "2 établissements" side by side need about 330 px. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pb-3">
          <dt className="text-muted flex items-center gap-2">
            <Building2 aria-hidden="true" className="text-brand-600 size-5" />
            {i18n._('partner.locations')}
          </dt>
          <dd className="text-ink text-lg font-semibold tabular-nums">
            {i18n._('partner.locationCount', { count: rooftopCount(locationCount) })}
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-3">
          <dt className="text-muted flex items-center gap-2">
            <Star aria-hidden="true" className="text-brand-600 size-5" />
            {i18n._('partner.googleRating')}
          </dt>
          <dd className="text-ink text-right">
            {hasGoogleRating(googleRating, googleReviewCount) ? (
              <>
                <span className="text-lg font-semibold tabular-nums">
                  {i18n.number(Math.round(googleRating * 10) / 10, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}
                </span>
                <span className="text-muted text-sm"> / 5</span>
                <span className="text-muted block text-sm">
                  {i18n._('partner.reviewCount', { count: googleReviewCount ?? 0 })}
                </span>
              </>
            ) : (
              <span className="text-muted text-sm">{i18n._('partner.reviewsUpdating')}</span>
            )}
          </dd>
        </div>
      </dl>
    </SideCard>
  );
}
