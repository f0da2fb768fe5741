import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server first: crawlers and families on slow phones get content without JS.
  ssr: true,
} satisfies Config;
