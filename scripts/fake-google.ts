/**
 * A fake Google Places API (New) on loopback, loaded with listings for the demo partners, so every Google
 * screen (partner reviews and photos, /admin/google-places, /admin/bulk-google-places) can be tried
 * without a real key: `npm run fake:google [-- --port 8787]`, then start the app with the two variables
 * it prints (e.g. in .env). Stop with Ctrl+C. See tests/fakes/google-places-demo.ts for which demo
 * partners have no listing, which one fails and which one is slow.
 */
import { parseArgs } from 'node:util';
import { startFakeGooglePlaces } from '../tests/fakes/google-places-server';
import { demoGooglePlaces } from '../tests/fakes/google-places-demo';

const DEV_KEY = 'fake-google-places-dev-key';

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const { places, roles } = demoGooglePlaces();
  const google = await startFakeGooglePlaces({
    apiKey: DEV_KEY,
    places,
    port: values.port ? Number(values.port) : undefined,
  });
  process.stdout.write(
    [
      `Fake Google Places API listening on ${google.baseUrl} with ${places.length} demo listings`,
      `(${roles.unmatched.length} demo partners without a listing, one failing with HTTP 500, one slow).`,
      '',
      'Start the app with:',
      `  GOOGLE_PLACES_API_KEY=${DEV_KEY}`,
      `  GOOGLE_PLACES_BASE_URL=${google.baseUrl}`,
      '',
    ].join('\n'),
  );
  const stop = () => void google.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
