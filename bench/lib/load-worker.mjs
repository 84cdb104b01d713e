// Runs one autocannon load in its own process, so the load generator does not share an event loop with
// the bench's bookkeeping. Reads the plan (see load.mjs) as JSON on stdin, writes the result on stdout.
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

// A load that runs until the step it accompanies ends (load.mjs `startLoad`): SIGUSR2 ends it, even one
// sent before the load began. The first line out says the signal may be sent.
let stopped = false;
/** @type {(() => void) | null} */
let stop = null;
process.once('SIGUSR2', () => {
  stopped = true;
  stop?.();
});
process.stdout.write('listening\n');
const plan = JSON.parse(await text(process.stdin));
let nextConnection = 0;

const running = autocannon({
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
stop = () => running.stop();
if (stopped) stop();
const result = await running;
process.stdout.write(JSON.stringify(result));
