import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await context.db.execute<{ count: number }>(`select count(*)::int as count from partners`);
  return { count: rows.rows[0]?.count ?? 0 };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.count} partners</h1>;
}
