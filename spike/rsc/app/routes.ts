import { type RouteConfig, route } from '@react-router/dev/routes';

// Only the partner page: the spike compares it with today's.
export default [route('state/:state/city/:city/:partnerId', 'routes/partner.tsx')] satisfies RouteConfig;
