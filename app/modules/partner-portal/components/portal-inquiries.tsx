import { nameArgs } from '~/modules/i18n/name-grammar';
import { Trans, useLingui } from '@lingui/react';
import { Form } from 'react-router';
import type { PartnerInquiry } from '~/modules/inquiries/inquiries-partner.service.server';
import { isLocale, type Locale } from '~/modules/i18n/locales';
import { Button } from '~/ui/button';

/**
 * The families' inquiries to this partner's listings, newest first, each with "Mark as answered"; `onlySince`:
 * the listings whose email changed, whose earlier inquiries are not shown (the former address received them).
 */
export function PortalInquiries({
  inquiries,
  onlySince,
  csrf,
  showListing,
}: {
  /** Each with `when` it was sent, on its listing's clock and labelled with the zone, as the server wrote it. */
  inquiries: readonly (PartnerInquiry & { when: string })[];
  onlySince: readonly { name: string; date: string }[];
  csrf: string;
  showListing: boolean;
}) {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const sinceNotes = onlySince.map(({ name, date }) => {
    const args = nameArgs(locale, name);
    return (
      <p key={name} className="text-muted">
        <Trans
          id="portal.inquiries.onlySince"
          values={{ nameForm: args.nameForm, name: <bdi>{args.name}</bdi>, date }}
        />
      </p>
    );
  });
  if (inquiries.length === 0) {
    return (
      <>
        {sinceNotes}
        <p className="text-muted">
          <Trans id="portal.inquiries.none" />
        </p>
      </>
    );
  }
  const statusLabel: Record<PartnerInquiry['status'], string> = {
    pending: i18n._('portal.inquiries.new'),
    forwarded: i18n._('portal.inquiries.new'),
    answered: i18n._('portal.inquiries.answered'),
    closed: i18n._('portal.inquiries.closed'),
  };
  return (
    <>
      {sinceNotes}
      <ol className="grid gap-4">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className="border-line grid gap-2 rounded-xl border bg-white p-4">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-ink font-semibold [overflow-wrap:anywhere]">{inquiry.name}</span>
              <span className="bg-brand-50 text-brand-800 rounded-full px-2 py-0.5 text-sm font-medium">
                {statusLabel[inquiry.status]}
              </span>
              <time dateTime={inquiry.createdAt} className="text-muted text-sm">
                {inquiry.when}
              </time>
            </p>
            {showListing ? (
              <p className="text-muted text-sm">
                <PartnerNamed name={inquiry.partnerName} locale={locale} />
              </p>
            ) : null}
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <a
                href={`mailto:${inquiry.email}`}
                className="text-brand-700 [overflow-wrap:anywhere] underline underline-offset-4"
              >
                {inquiry.email}
              </a>
              {inquiry.phone ? (
                <a href={`tel:${inquiry.phone}`} className="text-brand-700 underline underline-offset-4">
                  {inquiry.phone}
                </a>
              ) : null}
            </p>
            <p className="text-ink [overflow-wrap:anywhere] whitespace-pre-line">{inquiry.message}</p>
            {inquiry.status === 'closed' ? null : (
              <Form method="post">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="inquiryId" value={inquiry.id} />
                {inquiry.status === 'answered' ? (
                  // A mark pressed by mistake can be taken back.
                  <Button type="submit" name="intent" value="unanswered" variant="secondary" size="sm">
                    <Trans id="portal.inquiries.markUnanswered" />
                  </Button>
                ) : (
                  <Button type="submit" name="intent" value="answered" variant="secondary" size="sm">
                    <Trans id="portal.inquiries.markAnswered" />
                  </Button>
                )}
              </Form>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/** 'To {name}': « Envoyée au Repos… » in French. */
function PartnerNamed({ name, locale }: { name: string; locale: string }) {
  const args = nameArgs(locale, name);
  return <Trans id="portal.inquiries.to" values={{ nameForm: args.nameForm, name: <bdi>{args.name}</bdi> }} />;
}
