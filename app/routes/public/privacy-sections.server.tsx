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
 * deleted, whom to ask. Written for PIPEDA and Quebec's Law 25 (a named contact, purposes, retention,
 * transfers outside the province, access and deletion) and for US state privacy laws (no sale or sharing).
 */
export function PrivacyContent({ privacyEmail, coordinatorEmail, retentionMonths, copyPartner }: PrivacyFacts) {
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">Privacy</h1>
      <p className="text-muted mt-3 text-lg">
        How the {site.productName} Partner Directory handles what you tell us when you ask a partner for information.
        You can look through the directory without giving us anything.
      </p>

      <div className="text-ink mt-8 grid gap-10 text-base leading-relaxed">
        <Section title="What an inquiry collects">
          <ul className="list-disc space-y-1 pl-6">
            <li>your name, your email address and, if you give it, your phone number;</li>
            <li>your message, the partner you wrote to, and when you sent it.</li>
          </ul>
          <p>
            We use them for one purpose: to pass your inquiry to the partner so they can answer you, and to send you a
            copy. We do not sell them, share them for advertising or send you newsletters.
          </p>
          <p>
            To stop abuse of the form, our server counts inquiries per internet address and per partner and sender (the
            sender as a one-way code, not the address itself) for up to an hour. Our logs never hold your message or
            email address. Your browser, not our server, remembers which partners you wrote to, for {INQUIRY_SENT_DAYS}{' '}
            days, so the page can show &ldquo;Inquiry sent&rdquo;; it keeps no name or address, and clearing your
            browser&rsquo;s site data removes it.
          </p>
        </Section>

        <Section title="Who receives it">
          <p>
            Our family care team at <MailLink address={coordinatorEmail} /> receives every inquiry and forwards it to
            the partner you chose{copyPartner ? ', who also receives it directly by email' : ''}. Once the partner has
            it, they keep it under their own privacy policy; ask them about their copy.
          </p>
          <p>
            A small number of our office staff can read inquiries to forward and follow them up. Our email and hosting
            providers handle them only to deliver and store them for us. Your inquiry may be stored or processed outside
            your province or country, including in the United States.
          </p>
        </Section>

        <Section title="How long we keep it">
          <p>
            Inquiries are deleted automatically {retentionMonths} months after they were sent, together with the emails
            about them. After that, our record of office actions keeps no copy of your name, email, phone or message.
          </p>
        </Section>

        <Section title="Seeing, correcting or deleting it">
          <p>
            Write to <MailLink address={privacyEmail} /> from the address you used, and tell us what you want: a copy of
            what we hold about you, a correction, or deletion. We answer within 30 days. Deleting your inquiry does not
            delete a copy the partner already received.
          </p>
          <p>
            In Canada, you may complain to the Office of the Privacy Commissioner of Canada, or in Quebec to the
            Commission d&rsquo;accès à l&rsquo;information. In the United States, the privacy law of your state may give
            you further rights; we honour requests from every state the same way.
          </p>
        </Section>

        <Section title="Contact">
          <p>
            The person in charge of protecting personal information at {site.productName} can be reached at{' '}
            <MailLink address={privacyEmail} />.
          </p>
        </Section>
      </div>
    </Container>
  );
}
