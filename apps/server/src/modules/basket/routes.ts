import multipart from '@fastify/multipart';
import {
  AddBasketLine,
  Basket,
  BasketLineParams,
  ChangeBasketLine,
  maxBasketLines,
  MergeBasket,
  ReplaceBasket,
} from '@partsmith/contract/basket';
import {
  maxQuickOrderFileBytes,
  maxQuickOrderLines,
  maxQuickOrderTextBytes,
  QuickOrderCheck,
  QuickOrderReport,
} from '@partsmith/contract/quick-order';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid, tooLarge } from '../../lib/app-error';
import { uploadedBytes } from '../../lib/uploads';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { changeBasketLine, clearBasket, removeBasketLine } from '../../workflows/edit-basket';
import { addLineToBasket, fillBasket } from '../../workflows/fill-basket';
import { checkQuickOrder } from '../../workflows/check-quick-order';
import { viewBasket } from '../../workflows/view-basket';
import { priceBasket } from '../../workflows/price-basket';
import { now } from '../../lib/ids';
import { currentUser } from '../../lib/request-user';
import { assertCanKeepBasket } from './policy';

const security = [{ bearer: [] }];
const tags = ['basket'];
const ownBasket = `The caller's own basket (buyers; admins 403). At most ${maxBasketLines} lines: a write that would make more is refused whole (409).`;

/** A JSON body of the quick order: the text's limit in bytes, with room for JSON's escapes. */
const quickOrderBodyLimit = 4 * maxQuickOrderTextBytes;

/** The basket and the quick order pad (issue 33; contract basket.ts and quick-order.ts). */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: maxQuickOrderFileBytes, files: 1, fields: 2, parts: 3 },
  });
  // A body over a route's limit says so in a sentence (the error handler above answers the rest).
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw tooLarge(
        `This request is too large: paste at most ${maxQuickOrderTextBytes / 1024} KB of text, or upload a CSV file.`,
      );
    }
    throw error;
  });
  const writes = perUserLimit(app.config.basketRateLimit, 'basket');

  app.get(
    '/basket',
    {
      onRequest: app.allow(assertCanKeepBasket),
      schema: {
        tags,
        security,
        summary: 'Your basket: each line priced and checked against the part as it is now',
        description: `${ownBasket} Each line has the unit price of the price break its quantity reaches, the next break and what it saves per unit, and its problems (below the minimum, over the stock, part gone).`,
        response: { 200: Basket, ...errorResponses(401, 403) },
      },
    },
    async (request) => viewBasket(app, currentUser(request)),
  );

  app.put(
    '/basket',
    {
      onRequest: app.allow(assertCanKeepBasket),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Replace your basket with these lines',
        description: `${ownBasket} The same part twice adds up; parts not in the catalogue are left out (skippedPartIds).`,
        body: ReplaceBasket,
        response: { 200: Basket, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => fillBasket(app, currentUser(request), request.body.lines, { replace: true }),
  );

  app.post(
    '/basket/merge',
    {
      onRequest: app.allow(assertCanKeepBasket),
      config: writes,
      schema: {
        tags,
        security,
        summary: "Add many lines to your basket at once (a visitor's basket on sign-in, a quick order)",
        description: `${ownBasket} Each line adds up with the basket's line of the same part, all in one transaction; parts not in the catalogue are left out (skippedPartIds). A mergeId already merged (a page reloaded before the first answer came) adds nothing and answers the basket as it is.`,
        body: MergeBasket,
        response: { 200: Basket, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      fillBasket(app, currentUser(request), request.body.lines, {
        replace: false,
        mergeId: request.body.mergeId,
      }),
  );

  app.post(
    '/basket/price',
    {
      config: perUserLimit(app.config.basketRateLimit, 'basket-price'),
      schema: {
        tags,
        summary: "Price a visitor's basket kept in the browser (nothing is stored; no sign-in needed)",
        description: `Each line priced and checked as GET /api/basket prices a buyer's: the price break reached, the next one, the problems. The same part twice adds up; parts not in the catalogue are left out (skippedPartIds). At most ${maxBasketLines} lines.`,
        body: ReplaceBasket,
        response: { 200: Basket, ...errorResponses(400, 429) },
      },
    },
    async (request) => priceBasket(app, request.body.lines, now()),
  );

  app.delete(
    '/basket',
    {
      onRequest: app.allow(assertCanKeepBasket),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Empty your basket',
        response: { 200: Basket, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => clearBasket(app, currentUser(request)),
  );

  app.post(
    '/basket/lines',
    {
      onRequest: app.allow(assertCanKeepBasket),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Add a part to your basket (the same part adds up)',
        description: `${ownBasket} Concurrent adds of the same part add up exactly. 404 for a part not in the catalogue.`,
        body: AddBasketLine,
        response: { 200: Basket, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => addLineToBasket(app, currentUser(request), request.body),
  );

  app.patch(
    '/basket/lines/:partId',
    {
      onRequest: app.allow(assertCanKeepBasket),
      config: writes,
      schema: {
        tags,
        security,
        summary: "Change the quantity of your basket's line of a part",
        params: BasketLineParams,
        body: ChangeBasketLine,
        response: { 200: Basket, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      changeBasketLine(app, currentUser(request), request.params.partId, request.body.quantity),
  );

  app.delete(
    '/basket/lines/:partId',
    {
      onRequest: app.allow(assertCanKeepBasket),
      config: writes,
      schema: {
        tags,
        security,
        summary: "Remove a part's line from your basket",
        params: BasketLineParams,
        response: { 200: Basket, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => removeBasketLine(app, currentUser(request), request.params.partId),
  );

  app.post(
    '/quick-order/check',
    {
      onRequest: app.allow(assertCanKeepBasket),
      config: writes,
      bodyLimit: quickOrderBodyLimit,
      schema: {
        tags,
        security,
        summary: 'Check pasted lines of "part number, quantity", or a CSV file, before adding them',
        description:
          'JSON `{ text }`, or a CSV file as multipart field `file` (columns part number and quantity, header ' +
          'optional). Any spelling of our or an OEM number; tab, `,`, `;` or spaces between number and ' +
          'quantity. Per line: the part found, or unknown with the closest numbers, below the minimum, over ' +
          'the stock, merged with an earlier line of the same part. Nothing is stored. At most ' +
          `${maxQuickOrderLines} lines, ${maxQuickOrderTextBytes / 1024} KB of text or ` +
          `${maxQuickOrderFileBytes / 1024 / 1024} MB of file (413 beyond); binary data, other columns → 400.`,
        consumes: ['application/json', 'multipart/form-data'],
        body: QuickOrderCheck.nullish(),
        response: { 200: QuickOrderReport, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.isMultipart()) {
        const { bytes } = await uploadedBytes(request, {
          field: 'file',
          missing: 'Choose a CSV file to check (multipart field “file”).',
          tooLargeMessage: `The file is larger than ${maxQuickOrderFileBytes / 1024 / 1024} MB; split it into parts.`,
        });
        return checkQuickOrder(app, user, { csv: bytes });
      }
      if (!request.body)
        throw invalid('Send the lines as { "text": "…" }, or a CSV file as multipart field “file”.');
      return checkQuickOrder(app, user, { text: request.body.text });
    },
  );
};
