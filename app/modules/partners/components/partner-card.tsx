import Building2 from 'lucide-react/icons/building-2';
import CalendarX from 'lucide-react/icons/calendar-x';
import Globe from 'lucide-react/icons/globe';
import MapPin from 'lucide-react/icons/map-pin';
import Navigation from 'lucide-react/icons/navigation';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withOutboundSource } from '~/lib/site';
import { type DistanceUnit, formatDistance as formatMiles } from '~/modules/geo/distance-units';
import { countryOfRegion } from '~/modules/geo/regions';
import { formatDistance, phoneAsWritten } from '~/modules/i18n/format';
import { localizedText } from '~/modules/i18n/localized-content';
import { nameArgs } from '~/modules/i18n/name-grammar';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { cn } from '~/ui/cn';
import { publicPhone } from '../partner-formats';
import { localizedOfferedServices } from '../service-filter-labels';
import type { Partner } from '../partner.schema';
import { GoogleRating } from './google-rating';
import { PartnerPriceLine } from './partner-price-line';
import {
  type PartnerCardData,
  localizedAddress,
  mapsSearchUrl,
  partnerPath,
  rooftopCount,
  telHref,
  truncateText,
  websiteDisplay,
} from './partner-display';

/** What a card adds when the page has the whole partner (server-rendered facts; never sent as card data). */
type DecideFields = Pick<
  Partner,
  | 'directCremationFromCents'
  | 'priceCheckedOn'
  | 'priceListUrl'
  | 'country'
  | 'offersPetCremation'
  | 'acceptsCrematedRemains'
  | 'offersWitnessedCremation'
  | 'servesVeterans'
>;

interface PartnerCardFactsProps {
  /** `descriptionFr`: read on French pages when the loader passes the whole partner (never sent as card data). */
  partner: PartnerCardData & Partial<DecideFields> & Partial<Pick<Partner, 'descriptionFr'>>;
  /** default: the full card's facts (with the description). compact: the facts only, for dense grids. */
  variant?: 'default' | 'compact';
  /** Heading level of the partner name, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Miles from the searched ZIP or postal code, shown as 'N mi away' under the name (search results). */
  distanceMiles?: number;
  /** How the distance reads: kilometres near a Canadian position ("Use my location"). */
  distanceUnit?: DistanceUnit;
  /** A holiday closure covers the partner's local day (closed-today.ts), at the clock of whoever rendered it. */
  closedToday?: boolean;
  /** The region's name in the page's language ("Québec"), from the server (regionNameIn); else the stored one. */
  stateName?: string;
}

/**
 * What a card says about a partner (name, distance, address, phone unless it is the placeholder, website, locations, rating,
 * description; spec §2 "Partner card"): no state or handlers, so pages render it on the server only
 * (a server section, under `<I18nProvider>`: the page's language) and place it in a PartnerCardFrame.
 * French: kilometres, "514 555-0123", links to the French pages.
 */
export function PartnerCardFacts({
  partner,
  variant = 'default',
  headingLevel = 'h3',
  distanceMiles,
  distanceUnit,
  closedToday = false,
  stateName,
}: PartnerCardFactsProps) {
  const Heading = headingLevel;
  const compact = variant === 'compact';
  const { i18n, locale, href } = usePageI18n();
  const phone = publicPhone(partner.phone);
  const services = hasDecideFields(partner) ? localizedOfferedServices(i18n, partner) : [];
  const description = compact ? null : localizedText(partner.description, partner.descriptionFr, locale);
  const distance =
    distanceMiles === undefined
      ? null
      : // English: the unit the page asked for (the query's country), else the partner's place's (decision 033).
        locale === 'en' && distanceUnit
        ? formatMiles(distanceMiles, distanceUnit)
        : formatDistance(locale, distanceMiles, countryOfRegion(partner.state) ?? 'US');
  return (
    <>
      <Heading className={cn('text-ink leading-snug font-semibold', compact ? 'text-lg' : 'text-xl')}>
        {/* dir="auto" isolates the name: its direction, or bidi controls in it, cannot reorder the card. */}
        <Link
          to={href(partnerPath(partner))}
          dir="auto"
          className="hover:text-brand-700 underline-offset-4 hover:underline"
        >
          {partner.name}
        </Link>
      </Heading>
      {distance !== null ? (
        <p className="text-brand-700 -mt-2 flex items-center gap-1.5 text-sm font-semibold">
          <Navigation aria-hidden="true" className="size-4 shrink-0" />
          {i18n._('card.away', { distance })}
        </p>
      ) : null}
      {closedToday ? (
        // Words and an icon, not a colour alone; in the HTML from the first byte, so nothing moves.
        <p className="-mt-1">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-200 px-3 py-0.5 text-sm font-semibold text-stone-800">
            <CalendarX aria-hidden="true" className="size-4 shrink-0" />
            {i18n._('hours.closedToday')}
          </span>
        </p>
      ) : null}

      <ul className="text-ink space-y-2 text-base">
        <Fact icon={<MapPin />}>
          <a
            href={mapsSearchUrl(partner)}
            target="_blank"
            rel="noopener"
            className="hover:text-brand-700 underline-offset-4 hover:underline"
          >
            {localizedAddress(partner, locale, stateName)}
            <span className="sr-only"> {i18n._('card.opensMap')}</span>
          </a>
        </Fact>
        {phone ? (
          <Fact icon={<Phone />}>
            <a
              href={telHref(phone)}
              className="hover:text-brand-700 inline-block min-h-6 underline-offset-4 hover:underline"
            >
              {phoneAsWritten(locale, phone)}
              <span className="sr-only">{i18n._('card.callSr', nameArgs(locale, partner.name))}</span>
            </a>
          </Fact>
        ) : null}
        {partner.website ? (
          <Fact icon={<Globe />}>
            <a
              href={withOutboundSource(partner.website)}
              target="_blank"
              rel="noopener"
              className="hover:text-brand-700 inline-block min-h-6 [overflow-wrap:anywhere] underline-offset-4 hover:underline"
            >
              {websiteDisplay(partner.website)}
              <span className="sr-only">{i18n._('card.websiteSr', nameArgs(locale, partner.name))}</span>
            </a>
          </Fact>
        ) : null}
        <Fact icon={<Building2 />}>{i18n._('card.locations', { count: rooftopCount(partner.locationCount) })}</Fact>
      </ul>

      {hasDecideFields(partner) ? (
        <>
          <PartnerPriceLine partner={partner} className="text-ink text-base" />
          {services.length > 0 ? <p className="text-muted text-sm">{services.join(' · ')}</p> : null}
        </>
      ) : null}

      <GoogleRating rating={partner.googleRating} reviewCount={partner.googleReviewCount} />

      {description?.text ? (
        // The French description on a French page when the office wrote one; else the English one, said so in
        // words (a family reading French is told why the text is not) and marked for screen readers.
        <p className="text-muted whitespace-pre-line">
          {description.lang === locale ? (
            truncateText(description.text)
          ) : (
            <>
              <span className="font-medium">{i18n._('card.inEnglish')} </span>
              <span lang={description.lang}>{truncateText(description.text)}</span>
            </>
          )}
        </p>
      ) : null}
    </>
  );
}

function hasDecideFields(partner: Partial<DecideFields>): partner is DecideFields {
  return partner.country !== undefined && partner.offersPetCremation !== undefined;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="text-brand-600 mt-0.5 shrink-0 [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
