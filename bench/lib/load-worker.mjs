// Runs one autocannon load in its own process, so the load generator does not share an event loop with
// the bench's bookkeeping. Reads the plan (see load.mjs) as JSON on stdin, writes the result on stdout.
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

const plan = JSON.parse(await text(process.stdin));
let nextConnection = 0;

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.durationSeconds,
  ...(plan.connectionRate ? { connectionRate: plan.connectionRate } : {}),
  // Connection i plays the i-th role of the plan (round robin): its own buyer, its own mix of requests.
  setupClient(client) {
    const role = plan.roles[nextConnection++ % plan.roles.length];
    client.setRequests(role);
  },
});
process.stdout.write(JSON.stringify(result));
