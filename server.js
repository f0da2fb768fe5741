// Starts the app. Production (`npm run serve`, `npm start`): the built bundle. `--dev`: Vite with hot reload.
const dev = process.argv.includes('--dev');

if (dev) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const { startServer } = await vite.ssrLoadModule('./server/main.ts');
  await startServer({ vite });
} else {
  const { startServer } = await import('./build/server/index.js');
  await startServer();
}
