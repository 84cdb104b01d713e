import multipart from '@fastify/multipart';
import {
  ImportAccepted,
  ImportJob,
  ImportJobParams,
  ImportQuery,
  ImportReport,
  maxImportBytes,
  partCsvColumns,
  vehicleCsvColumns,
} from '@partsmith/contract/catalogue-csv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertCanManageCatalogue } from '../policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, unsupportedMediaType } from '../../../lib/app-error';
import { malformedUpload } from '../../../lib/malformed-upload';
import { errorResponses } from '../../../plugins/openapi';
import { partsCsvStream, vehiclesCsvStream } from './csv-export';
import { failInterruptedImports, type ImportKind, importRunner, instanceName } from './import-jobs';

const security = [{ bearer: [] }];
const tags = ['import and export'];

async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Send the CSV file as multipart/form-data (field “file”).');
  }
  const file = await request.file().catch(malformedUpload);
  if (!file || file.fieldname !== 'file')
    throw invalid('Choose a CSV file to import (multipart field “file”).');
  return file;
}

function sendCsv(reply: FastifyReply, name: string, stream: NodeJS.ReadableStream) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** Catalogue and vehicle CSV import and export (admin; issue 14, docs/catalogue-csv.md). */
export const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: maxImportBytes, files: 1, fields: 5, parts: 6 } });
  const imports = importRunner(app);
  app.addHook('onReady', async () => {
    await failInterruptedImports(app, instanceName(app.config));
  });

  const routes: { kind: ImportKind; prefix: 'part' | 'vehicle'; columns: string }[] = [
    {
      kind: 'parts',
      prefix: 'part',
      columns: partCsvColumns.join(', '),
    },
    { kind: 'vehicles', prefix: 'vehicle', columns: vehicleCsvColumns.join(', ') },
  ];
  for (const { kind, prefix, columns } of routes) {
    app.get(
      `/${prefix}/export.csv`,
      {
        onRequest: app.allow(assertCanManageCatalogue),
        schema: {
          tags,
          security,
          summary: `Download every ${prefix === 'part' ? 'part' : 'vehicle'} as CSV (admin; ${columns})`,
          produces: ['text/csv'],
          response: { 200: z.string(), ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) =>
        sendCsv(
          reply,
          kind === 'parts' ? 'catalogue' : 'vehicles',
          kind === 'parts' ? partsCsvStream(app) : vehiclesCsvStream(app),
        ),
    );

    app.post(
      `/${prefix}/import`,
      {
        onRequest: app.allow(assertCanManageCatalogue),
        schema: {
          tags,
          security,
          summary: `Check (dryRun=true, the default) or apply a ${prefix} CSV (admin; multipart field "file", at most 64 MB)`,
          description:
            'Answers the report; a file of more than a few thousand rows answers 202 with a job id to follow ' +
            `with GET /api/${prefix}/import/{jobId}. One import at a time (409 otherwise).`,
          consumes: ['multipart/form-data'],
          querystring: ImportQuery,
          response: {
            200: ImportReport,
            202: ImportAccepted,
            ...errorResponses(400, 401, 403, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request);
        const received = await imports.receive(kind, file, request.query);
        return reply.code(received.status).send(received.body);
      },
    );

    app.get(
      `/${prefix}/import/:jobId`,
      {
        onRequest: app.allow(assertCanManageCatalogue),
        schema: {
          tags,
          security,
          summary: `The state of a ${prefix} import job: processed of total rows, then the report (admin)`,
          params: ImportJobParams,
          response: { 200: ImportJob, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => imports.job(kind, request.params.jobId),
    );
  }
};
