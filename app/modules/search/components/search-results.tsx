import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type CardActionText, type CardTap, PartnerCardFrame } from '~/modules/partners/components/partner-card-frame';
import { searchPath } from '~/modules/partners/components/partner-search-form';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { ServerHtml, type ServerSection } from '~/ui/layout/server-html';
import type { SearchCardData, SearchPageResults } from '../search-page-data';

/** The words around the results in the page's language, built by the page's loader (searchResultsText). */
export interface SearchResultsText {
  /** The search page of the language, for the suggestions' links. */
  action: string;
  /** The page's filters, which the suggestions' searches keep (`&service=pet`), or ''. */
  filterSuffix: string;
  searching: string;
  /** '{n} Partners Found'. */
  heading: string;
  /** 'Showing 61–120 of 1,500.' when the results run over pages. */
  range: string | null;
  /** 'Nearest first, within 100 miles of {code} ({city}, {state}).' for a ZIP or postal code. */
  originNote: string | null;
  noMatch: string;
  trySearching: string;
  /** Under "No partners match" without suggestions: check the spelling, or what the box searches. */
  noMatchHint: string;
  recommendationsHeading: string;
  recommendationsText: string;
}

/** The compact card's 'Contact' button, passed in by the page (search does not depend on inquiries). */
export type ContactAction = (partner: SearchCardData) => ReactNode;

/** Told of a tap on a card's Call button: the page counts it in the listing's figures (decision 034). */
export type CardTapAction = (partnerId: string, tap: CardTap) => void;

interface SearchResultsProps {
  results: SearchPageResults;
  text: SearchResultsText;
  /** A client-side navigation to another search is loading: the old results stay, dimmed. */
  searching: boolean;
  /** What each card says, by partner id: server sections (PartnerCardFacts) made by the page's loader. */
  cardFacts: Readonly<Record<string, ServerSection>>;
  /** Each card's button words in the page's language, by partner id. */
  cardActions?: Readonly<Record<string, CardActionText>>;
  contactAction?: ContactAction;
  onCardTap?: CardTapAction;
  /**
   * What the page says of a place or state searched (the town without a partner, the other places of the
   * name, the state's page), rendered by the loader on the server (searchPlaceNote).
   */
  placeNote?: ServerSection | null;
  /** Spec §2's "No partner near you?" under no results, rendered by the loader (OrderDirect), when true. */
  orderDirect?: ServerSection | null;
}

/**
 * The search page below the search box: the count and the cards, or the no-results help (spec §2). No
 * toast on top: it said the same as the inline help, over the content, on a phone.
 */
export function SearchResults({
  results,
  text,
  searching,
  cardFacts,
  cardActions,
  contactAction,
  onCardTap,
  placeNote = null,
  orderDirect = null,
}: SearchResultsProps) {
  const noResults = results.total === 0;
  return (
    <div aria-busy={searching || undefined}>
      {/* Announced when a search finishes: the count, or 'Searching...' while the next one loads. */}
      <div aria-live="polite" className="min-h-9">
        {searching ? (
          <p className="text-muted text-2xl font-semibold sm:text-3xl">{text.searching}</p>
        ) : (
          <h2 className="text-ink text-2xl font-semibold sm:text-3xl">{text.heading}</h2>
        )}
      </div>
      <div className={cn('transition-opacity', searching && 'opacity-50')}>
        {noResults ? (
          <NoResults
            results={results}
            text={text}
            cardFacts={cardFacts}
            cardActions={cardActions}
            contactAction={contactAction}
            onCardTap={onCardTap}
            placeNote={placeNote}
            orderDirect={orderDirect}
          />
        ) : (
          <>
            <ResultsNote text={text} placeNote={placeNote} />
            <CardGrid
              partners={results.partners}
              cardFacts={cardFacts}
              cardActions={cardActions}
              contactAction={contactAction}
              onCardTap={onCardTap}
              className="mt-6"
            />
          </>
        )}
      </div>
    </div>
  );
}

function ResultsNote({ text, placeNote }: { text: SearchResultsText; placeNote: ServerSection | null }) {
  const { originNote, range } = text;
  return (
    <div className="mt-2 space-y-2 text-lg">
      {placeNote ? <ServerHtml section={placeNote} /> : null}
      {originNote || range ? (
        <p className="text-muted">
          {originNote ? `${originNote} ` : null}
          {range}
        </p>
      ) : null}
    </div>
  );
}

function CardGrid({
  partners,
  cardFacts,
  cardActions,
  contactAction,
  onCardTap,
  className,
}: {
  partners: SearchCardData[];
  cardFacts: Readonly<Record<string, ServerSection>>;
  /** Each card's button words in the page's language, by partner id. */
  cardActions?: Readonly<Record<string, CardActionText>>;
  contactAction?: ContactAction;
  onCardTap?: CardTapAction;
  className?: string;
}) {
  return (
    <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3', className)}>
      {partners.map((partner) => {
        const facts = cardFacts[partner.id];
        return (
          <li key={partner.id}>
            <PartnerCardFrame
              partner={partner}
              variant="compact"
              facts={facts ? <ServerHtml section={facts} className="contents" /> : null}
              inquiryAction={contactAction?.(partner)}
              actionText={cardActions?.[partner.id]}
              onTap={onCardTap}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * No match (spec §2, §9): what the query was probably meant to be (suggestions, each a search of its
 * own), the closest partners the fuzzy fallback found, and ordering from the company itself.
 */
function NoResults({
  results,
  text,
  cardFacts,
  cardActions,
  contactAction,
  onCardTap,
  placeNote,
  orderDirect,
}: {
  results: SearchPageResults;
  text: SearchResultsText;
  cardFacts: Readonly<Record<string, ServerSection>>;
  /** Each card's button words in the page's language, by partner id. */
  cardActions?: Readonly<Record<string, CardActionText>>;
  contactAction?: ContactAction;
  onCardTap?: CardTapAction;
  placeNote: ServerSection | null;
  orderDirect: ServerSection | null;
}) {
  const { suggestions, recommendations } = results;
  return (
    <div className="mt-4 space-y-10 sm:space-y-12">
      <div className="border-line flex flex-col items-start gap-4 rounded-xl border bg-white p-5 sm:flex-row sm:p-6">
        <SearchX aria-hidden="true" className="text-brand-500 size-8 shrink-0" />
        <div className="min-w-0">
          {placeNote ? (
            <ServerHtml section={placeNote} />
          ) : (
            <p className="text-ink text-lg font-semibold [overflow-wrap:anywhere]">{text.noMatch}</p>
          )}
          {placeNote ? null : suggestions.length > 0 ? (
            <>
              <p className="text-muted mt-1">{text.trySearching}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button asChild variant="secondary" size="sm">
                      <Link to={`${searchPath(suggestion, text.action) ?? text.action}${text.filterSuffix}`}>
                        {suggestion}
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-muted mt-1">{text.noMatchHint}</p>
          )}
        </div>
      </div>

      {recommendations.length > 0 ? (
        <section aria-labelledby="recommended-heading">
          <h2 id="recommended-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
            {text.recommendationsHeading}
          </h2>
          <p className="text-muted mt-2 text-lg [overflow-wrap:anywhere]">{text.recommendationsText}</p>
          <CardGrid
            partners={recommendations}
            cardFacts={cardFacts}
            cardActions={cardActions}
            contactAction={contactAction}
            onCardTap={onCardTap}
            className="mt-6"
          />
        </section>
      ) : null}

      {orderDirect ? <ServerHtml section={orderDirect} /> : null}
    </div>
  );
}
