// The server workloads of `npm run bench`, the same on either engine.
import { bearer, signInAdmin, signUpBuyers } from './accounts.mjs';
import { everyoneGets, runLoad } from './load.mjs';
import { orderBody, restockedPart, stockAccount } from './store.mjs';
import { readCpuMs, readMemory } from './proc.mjs';

/** What a browser sends about encodings (Chromium's Accept-Encoding). */
const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Workloads whose throughput is compared with the references. */
export const catalogueReads = ['GET /api/part', 'GET /api/part/{id}', 'GET /api/review'];

/**
 * One workload: a short unreported warm-up (so the JIT and caches are settled), then the measured run,
 * with the CPU time the serving process `pid` spent per answered request.
 * @param {string} label @param {import('./load.mjs').LoadPlan} plan
 * @param {{ warmupSeconds: number, pid: number }} options
 */
export async function measure(label, plan, { warmupSeconds, pid }) {
  if (warmupSeconds > 0) await runLoad({ ...plan, durationSeconds: warmupSeconds });
  const cpuBefore = readCpuMs(pid);
  const load = await runLoad(plan);
  const cpuMsPerRequest = Number(((readCpuMs(pid) - cpuBefore) / Math.max(1, load.total)).toFixed(3));
  const result = { ...load, cpuMsPerRequest, rssMbAfter: Math.round(readMemory(pid)?.rssMb ?? 0) };
  console.log(
    `  ${label.padEnd(24)} ${String(result.requestsPerSec).padStart(7)} req/s  p99 ${result.p99Ms} ms` +
      `  CPU ${result.cpuMsPerRequest} ms/req  RSS ${result.rssMbAfter} MB` +
      (result.errors + result.non2xx ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : ''),
  );
  return { workload: label, ...result };
}

/**
 * @param {{ baseUrl: string, pid: number }} server
 * @param {{ durationSeconds: number, warmupSeconds: number, buyers: number, connections: number }} options
 */
export async function runServerWorkloads(
  { baseUrl, pid },
  { durationSeconds, warmupSeconds, buyers: buyerCount, connections },
) {
  const timing = { warmupSeconds, pid };
  const common = { url: baseUrl, durationSeconds, connections };
  /** @type {Array<{ _id: string }>} */
  const parts = await (await fetch(`${baseUrl}/api/part`)).json();
  const somePart = parts[Math.floor(parts.length / 2)]?._id;
  const rows = [
    await measure('GET /api/part', { ...common, roles: everyoneGets('/api/part') }, timing),
    await measure('GET /api/part/{id}', { ...common, roles: everyoneGets(`/api/part/${somePart}`) }, timing),
    await measure('GET /api/review', { ...common, roles: everyoneGets('/api/review') }, timing),
    // The public pages as the server renders them (cached until the catalogue changes), asked for as a
    // browser asks: compressed. Uncompressed, the load generator reading 45–56 KB answers on the same
    // two cores limits the figure, not the server (measured on `/`: 9,082/s, p99 12 ms, 3.4 GB read in
    // 8 s; compressed 13,129/s, p99 8 ms).
    await measure('GET / (rendered)', { ...common, roles: everyoneGets('/', asBrowser) }, timing),
    await measure('GET /parts (rendered)', { ...common, roles: everyoneGets('/parts', asBrowser) }, timing),
  ];

  const admin = await signInAdmin(baseUrl);
  const buyers = await signUpBuyers(baseUrl, buyerCount);
  const part = await restockedPart(baseUrl, admin.token);
  const body = orderBody(part);
  const placeOrder = buyers.map((buyer) => [
    {
      method: 'POST',
      path: '/api/order',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
      body,
    },
  ]);
  rows.push(await measure('POST /api/order', { ...common, roles: placeOrder }, timing));
  const stock = await stockAccount(baseUrl, admin.token, part);

  const ownOrders = buyers.map((buyer) => [
    {
      method: 'GET',
      path: `/api/order?email=${encodeURIComponent(buyer.email)}`,
      headers: bearer(buyer.token),
    },
  ]);
  rows.push(await measure('GET /api/order?email=', { ...common, roles: ownOrders }, timing));
  return { rows, stock, ordersPerBuyer: Math.round(stock.orders / buyerCount) };
}
