// node vload.mjs <base> <urls-file> <pid> [connections] [skip] [count]
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const [base, file, pid, conns = '50', skip = '0', count = '100000'] = process.argv.slice(2);
const urls = readFileSync(file, 'utf8').trim().split('\n').map((u) => u.replace(/^https?:\/\/[^/]+/, '')).slice(+skip, +skip + +count);
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (+f[11] + +f[12]) * 10; };
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
const c = +conns; const per = Array.from({ length: c }, (_, i) => urls.filter((_, j) => j % c === i).map((path) => ({ method: 'GET', path, headers })));
const before = cpu(); const t0 = Date.now();
const results = await Promise.all(per.map((requests) => autocannon({ url: base, connections: 1, requests, amount: requests.length })));
const ms = Date.now() - t0; const used = cpu() - before;
const total = results.reduce((s, r) => s + r.requests.total, 0);
const non2xx = results.reduce((s, r) => s + r.non2xx + r.errors, 0);
const lat = results.flatMap((r) => [r.latency.p50]).sort((a, b) => a - b);
console.log(JSON.stringify({ total, non2xx, seconds: ms / 1000, reqPerSec: Math.round(total / (ms / 1000)), cpuMsPerReq: +(used / total).toFixed(3), medianP50: lat[lat.length >> 1], bytes: results.reduce((s, r) => s + r.throughput.total, 0) / total }));
