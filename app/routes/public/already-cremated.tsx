import { Link } from 'react-router';
import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import { Input } from '~/ui/input';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/already-cremated';
import { PageHero } from './components/page-hero';

/*
 * For a family that already has the ashes (decision 028): how a partner that accepts remains cremated
 * elsewhere helps, and the way to those partners (the `already-cremated` filter). Words only, rendered on
 * the server (a server section); the search is a plain GET form that works without JavaScript.
 */

const PATH = '/already-cremated';
const TITLE = 'Already Have the Ashes?';

export function loader({ context }: Route.LoaderArgs) {
  return serverSections(context, { page: <AlreadyCrematedPage /> });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `${TITLE} How a Partner Can Help | ${site.productName}`,
    description: `Your loved one was cremated elsewhere? ${site.productName} partners that accept remains cremated by another provider can still arrange a memorial. How it works, step by step.`,
    path: PATH,
  });
}

export default function AlreadyCremated({ loaderData }: Route.ComponentProps) {
  return <ServerHtml section={loaderData.page} />;
}

function AlreadyCrematedPage() {
  return (
    <>
      <PageHero
        breadcrumbs={[
          { name: 'Cremation Services', url: '/' },
          { name: TITLE, url: PATH },
        ]}
        title={TITLE}
      >
        <p className="text-muted mt-3 max-w-3xl text-lg">
          If your loved one was cremated by another provider, you can still work with a {site.productName} partner.
          Partners marked “Accepts remains cremated elsewhere” take ashes that another crematory returned to you.
        </p>
      </PageHero>
      <Container className="max-w-3xl py-10 sm:py-14">
        <h2 className="text-ink text-2xl font-semibold">How it works</h2>
        <ol className="text-ink mt-5 list-decimal space-y-4 pl-6 text-lg">
          <li>
            <strong>Find a partner that accepts remains cremated elsewhere.</strong> Search for your town, or choose “We
            already have the ashes” on any state or city page.
          </li>
          <li>
            <strong>Call or write to them first.</strong> They tell you what they need before anything changes hands,
            usually the cremation certificate or a copy of the paperwork the crematory gave you, and what their service
            costs.
          </li>
          <li>
            <strong>Bring or send the remains as they advise.</strong> Most families bring them in person. In the United
            States, cremated remains may only be mailed with USPS Priority Mail Express; ask the partner before you send
            anything.
          </li>
          <li>
            <strong>The partner arranges the memorial with you</strong> and tells you when and how everything comes back
            to your family.
          </li>
        </ol>

        <form method="get" action="/search" className="border-line mt-10 rounded-xl border bg-white p-5 sm:p-6">
          <label htmlFor="already-cremated-q" className="text-ink text-lg font-semibold">
            Find partners that accept remains cremated elsewhere
          </label>
          <input type="hidden" name="service" value="already-cremated" />
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <Input
              id="already-cremated-q"
              name="q"
              required
              placeholder="City, state, ZIP or postal code"
              autoComplete="address-level2"
              className="sm:flex-1"
            />
            <Button type="submit">Search</Button>
          </div>
        </form>

        <p className="text-muted mt-6">
          Or browse by place from the{' '}
          <Link to="/" className="text-brand-700 underline underline-offset-4">
            directory’s home page
          </Link>{' '}
          and choose “We already have the ashes” on a state or city page.
        </p>
      </Container>
    </>
  );
}
