import { IdParams } from '@partsmith/contract/common';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { checkoutInvoice } from '../../workflows/checkout-invoice';
import { creditNoteFor } from '../../workflows/credit-note';
import { invoiceFor } from '../../workflows/order-invoice';
import { perUserLimit } from '../../plugins/rate-limit';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendPdf = (reply: FastifyReply, invoice: { invoiceNumber: number; pdf: Uint8Array }) =>
    reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${formatInvoiceNumber(invoice.invoiceNumber)}.pdf"`,
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(invoice.pdf.buffer, invoice.pdf.byteOffset, invoice.pdf.byteLength));

  app.get(
    '/order/:id/invoice',
    {
      onRequest: app.requireUser,
      // Each invoice is rendered afresh: a bounded number per user (issue 31).
      config: perUserLimit(app.config.invoiceRateLimit, 'invoices'),
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary:
          "A paid order's invoice as a PDF (its buyer or an admin); 404 for anyone else and unpaid orders",
        params: IdParams,
        response: {
          200: z.any().describe('The invoice, application/pdf'),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => sendPdf(reply, await invoiceFor(app, request.params.id, currentUser(request))),
  );

  app.get(
    '/checkout/:id/invoice',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        summary:
          "A paid checkout's one invoice as a PDF, every line and the PO reference (its buyer or an admin); 404 for anyone else and unpaid checkouts",
        params: IdParams,
        response: {
          200: z.any().describe('The invoice, application/pdf'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await checkoutInvoice(app, request.params.id, currentUser(request))),
  );

  app.get(
    '/credit-note/:id',
    {
      onRequest: app.requireUser,
      config: perUserLimit(app.config.invoiceRateLimit, 'invoices'),
      schema: {
        tags: ['refunds'],
        security: [{ bearer: [] }],
        summary:
          "A succeeded refund's credit note as a PDF (CN-000001…), naming the invoice it corrects (the buyer or an admin); 404 for anyone else and refunds not confirmed",
        params: IdParams,
        response: {
          200: z.any().describe('The credit note, application/pdf'),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const note = await creditNoteFor(app, request.params.id, currentUser(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${note.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(note.pdf.buffer, note.pdf.byteOffset, note.pdf.byteLength));
    },
  );
};
