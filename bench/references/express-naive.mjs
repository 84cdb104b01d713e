// Reference: the design the spec was first built with. Express answering GET /api/part with a query per
// request on a copy of the same SQLite database (named on the command line), serialised every time.
import Database from 'better-sqlite3';
import express from 'express';

const db = new Database(process.argv[2] ?? '', { readonly: true });
const app = express();

app.get('/api/part', (_request, response) => {
  const rows = db.prepare('select * from part order by created_at, id').all();
  response.json(
    rows.map((row) => ({
      _id: row.id,
      name: row.name,
      minOrderQuantity: row.min_order_quantity,
      availableQuantity: row.available_quantity,
      price: row.price_cents / 100,
      description: row.description,
      img: row.image_large,
      thumbnail: row.image_thumbnail,
    })),
  );
});

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
