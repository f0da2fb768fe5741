import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The spec's route table (§2), in one place. Admin and partner-tools modules are separate chunks,
// so no admin code is downloaded by a public page.
export default [
  index('routes/public/home.tsx'),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
