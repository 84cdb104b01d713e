// Reference: the practical limit of this machine. Bare node:http answering, from memory, the exact body
// our server answers to GET /api/part (read from the file named on the command line).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2] ?? '');
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
