import { IdParams } from '@partsmith/contract/common';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../identity/auth-guard';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { invoiceFor } from './service';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => {
      const { invoiceNumber, pdf } = await invoiceFor(app, request.params.id, currentUser(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${formatInvoiceNumber(invoiceNumber)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
};
