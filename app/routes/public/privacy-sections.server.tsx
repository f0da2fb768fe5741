import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { site } from '~/lib/site';
import { INQUIRY_SENT_DAYS } from '~/modules/inquiries/inquiry-sent-store';
import { Container } from '~/ui/container';

export interface PrivacyFacts {
  /** PRIVACY_EMAIL, else INQUIRY_EMAIL. */
  privacyEmail: string;
  /** INQUIRY_EMAIL: the family care team that receives inquiries. */
  coordinatorEmail: string;
  /** INQUIRY_RETENTION_MONTHS: what the scheduled deletion uses, so the page and the server agree. */
  retentionMonths: number;
  /** INQUIRY_COPY_PARTNER: whether the partner also gets the inquiry straight away. */
  copyPartner: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-ink text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="text-brand-700 font-medium [overflow-wrap:anywhere] underline underline-offset-4"
    >
      {address}
    </a>
  );
}

/**
 * /privacy in plain words: what an inquiry collects, who receives it, how long it is kept, how to have it
 * deleted, whom to ask, in the page's language. Written for PIPEDA and Quebec's Law 25 (a named contact, purposes, retention,
 * transfers outside the province, access and deletion) and for US state privacy laws (no sale or sharing).
 */
export function PrivacyContent({ privacyEmail, coordinatorEmail, retentionMonths, copyPartner }: PrivacyFacts) {
  const { i18n } = useLingui();
  const productName = site.productName;
  const privacyLink = <MailLink address={privacyEmail} />;
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">{i18n._('privacy.title')}</h1>
      <p className="text-muted mt-3 text-lg">{i18n._('privacy.intro', { productName })}</p>

      <div className="text-ink mt-8 grid gap-10 text-base leading-relaxed">
        <Section title={i18n._('privacy.collects.title')}>
          <ul className="list-disc space-y-1 pl-6">
            <li>{i18n._('privacy.collects.contact')}</li>
            <li>{i18n._('privacy.collects.message')}</li>
          </ul>
          <p>{i18n._('privacy.collects.purpose')}</p>
          <p>{i18n._('privacy.collects.abuse', { days: INQUIRY_SENT_DAYS })}</p>
        </Section>

        <Section title={i18n._('privacy.recipients.title')}>
          <p>
            <Trans
              id="privacy.recipients.team"
              values={{ email: <MailLink address={coordinatorEmail} />, copyPartner: copyPartner ? 'yes' : 'no' }}
            />
          </p>
          <p>{i18n._('privacy.recipients.staff')}</p>
        </Section>

        <Section title={i18n._('privacy.retention.title')}>
          <p>{i18n._('privacy.retention.body', { months: retentionMonths })}</p>
          <p>{i18n._('privacy.retention.corrections', { months: retentionMonths })}</p>
        </Section>

        <Section title={i18n._('privacy.rights.title')}>
          <p>
            <Trans id="privacy.rights.request" values={{ email: privacyLink }} />
          </p>
          <p>{i18n._('privacy.rights.complaint')}</p>
        </Section>

        <Section title={i18n._('privacy.contact.title')}>
          <p>
            <Trans id="privacy.contact.body" values={{ productName, email: privacyLink }} />
          </p>
        </Section>
      </div>
    </Container>
  );
}
