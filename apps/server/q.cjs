const Database = require('better-sqlite3');
const db = new Database(process.argv[2], { readonly: true });
db.pragma('cache_size = -8000');
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const rows = db.prepare("select term as word from part_vocab where length(term) between 3 and 21 and term not glob '*[0-9]*' limit 200001").all();
  const t1 = performance.now();
  const set = new Set(rows.map(r => r.word));
  console.log('vocab rows', rows.length, 'query', (t1 - t).toFixed(1), 'ms', 'set', (performance.now() - t1).toFixed(1), 'ms');
}
console.log(db.prepare("select count(*) n from part_vocab").get());
