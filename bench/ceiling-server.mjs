// The practical ceiling of a scenario: a bare node:http server that answers every request with the exact
// status, content type and body bytes the app sent. Run as its own process (like the app) so it does not
// share a core with the load generator. Usage: node bench/ceiling-server.mjs <answer.json> <body file>
import fs from 'node:fs';
import http from 'node:http';

const [answerFile, bodyFile] = process.argv.slice(2);
const answer = JSON.parse(fs.readFileSync(answerFile, 'utf8'));
const body = fs.readFileSync(bodyFile);
const headers = { 'content-type': answer.contentType, 'content-length': body.length };
const server = http.createServer((_req, res) => {
  res.writeHead(answer.status, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
