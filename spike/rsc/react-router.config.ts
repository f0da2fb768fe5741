import type { Config } from '@react-router/dev/config';

// RSC framework mode requires middleware and the Vite environment API.
export default {
  ssr: true,
  future: { v8_middleware: true, v8_viteEnvironmentApi: true },
} satisfies Config;
