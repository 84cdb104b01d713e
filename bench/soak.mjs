// `npm run bench:soak`: 60 s of mixed load on the production server (SQLite): browsing 80 %, signed-in
// buyers ordering 15 %, an admin listing orders and editing a part 5 %. Fails (exit 1) on any error or
// non-2xx answer, on RSS growing 10 % or more from the first to the last 10 s, or on oversold stock.
import { bearer, signInAdmin, signUpBuyers } from './lib/accounts.mjs';
import { runLoad } from './lib/load.mjs';
import { ensureBuilt, startBenchServer } from './lib/server.mjs';
import { orderBody, restockedPart, stockAccount } from './lib/store.mjs';

const durationSeconds = Number(process.env.SOAK_DURATION ?? 60);
const windowSeconds = 10;
const warmupSeconds = 5;
/** 20 connections, each at a fixed rate, so the mix of requests is the mix of connections: 16/3/1. */
const connectionRate = Number(process.env.SOAK_CONNECTION_RATE ?? 10);

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * Runs the soak on a started server and answers what went wrong (nothing, when it passed).
 * @param {Awaited<ReturnType<typeof startBenchServer>>} server
 */
async function soak(server) {
  const { baseUrl } = server;
  const admin = await signInAdmin(baseUrl);
  const buyers = await signUpBuyers(baseUrl, 3);
  const part = await restockedPart(baseUrl, admin.token);
  /** @type {Array<{ _id: string }>} */
  const parts = await (await fetch(`${baseUrl}/api/part`)).json();
  const browsedPart = parts[0]._id;
  const editedPart = parts.find((candidate) => candidate._id !== part.id)?._id ?? part.id;

  const browse = ['/api/part', `/api/part/${browsedPart}`, '/api/review', '/', '/parts'].map((path) => ({
    method: 'GET',
    path,
  }));
  const json = { 'content-type': 'application/json' };
  const order = (/** @type {{ token: string }} */ buyer) => [
    {
      method: 'POST',
      path: '/api/order',
      headers: { ...bearer(buyer.token), ...json },
      body: orderBody(part),
    },
  ];
  const administer = [
    { method: 'GET', path: '/api/order', headers: bearer(admin.token) },
    {
      method: 'PUT',
      path: `/api/part/${editedPart}`,
      headers: { ...bearer(admin.token), ...json },
      body: JSON.stringify({ availableQuantity: 5000 }),
    },
  ];
  const roles = [...Array.from({ length: 16 }, () => browse), ...buyers.map(order), administer];
  const plan = { url: baseUrl, roles, connections: roles.length, connectionRate };

  console.log(
    `Soak: ${warmupSeconds} s warm-up, then ${durationSeconds} s at ${roles.length * connectionRate} req/s…`,
  );
  await runLoad({ ...plan, durationSeconds: warmupSeconds });
  const startedAt = Date.now();
  const load = await runLoad({ ...plan, durationSeconds });
  const endedAt = Date.now();
  const stock = await stockAccount(baseUrl, admin.token, part);

  const rssIn = (/** @type {number} */ from, /** @type {number} */ to) =>
    mean(
      server.memory.samples
        .filter((sample) => sample.at >= from && sample.at < to)
        .map((sample) => sample.rssMb),
    );
  const firstMb = rssIn(startedAt, startedAt + windowSeconds * 1000);
  const lastMb = rssIn(endedAt - windowSeconds * 1000, endedAt);
  const growth = (lastMb - firstMb) / firstMb;
  const errors = load.errors + load.non2xx;
  const died = server.died();

  console.log(
    `  requests       ${load.total} (${load.requestsPerSec}/s), p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`,
  );
  console.log(`  status codes   ${JSON.stringify(load.statusCodes)}`);
  console.log(
    `  errors         ${errors} (connection errors and timeouts ${load.errors}, non-2xx ${load.non2xx})`,
  );
  console.log(
    `  RSS            first ${windowSeconds} s ${firstMb.toFixed(1)} MB, last ${windowSeconds} s ${lastMb.toFixed(1)} MB: ${(growth * 100).toFixed(1)} %`,
  );
  console.log(`  peak RSS       ${server.memory.peakMb().toFixed(1)} MB`);
  console.log(
    `  stock          ${stock.stockLeft} + ${stock.unitsOrdered} ordered = ${stock.stockLeft + stock.unitsOrdered} (initial ${stock.initialStock})`,
  );
  const problems = [
    ...(died ? [`the server stopped (${died})`] : []),
    ...(errors > 0 ? [`${errors} failed requests`] : []),
    ...(growth >= 0.1 ? [`RSS grew ${(growth * 100).toFixed(1)} % (limit 10 %)`] : []),
    ...(stock.balanced ? [] : ['stock and orders do not add up: oversold or lost']),
  ];
  console.log(
    problems.length > 0
      ? `\nSoak FAILED: ${problems.join('; ')}. Server log: ${server.logFile}`
      : '\nSoak passed.',
  );
  return problems;
}

ensureBuilt();
const server = await startBenchServer({ logName: 'soak' });
const problems = await soak(server).finally(() => server.stop());
process.exit(problems.length > 0 ? 1 : 0);
