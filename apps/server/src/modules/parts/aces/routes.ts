import multipart from '@fastify/multipart';
import {
  AcesImportQuery,
  ImportAccepted,
  ImportJob,
  ImportJobParams,
  ImportReport,
  maxAcesBytes,
} from '@partsmith/contract/catalogue-csv';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, unsupportedMediaType } from '../../../lib/app-error';
import { malformedUpload } from '../../../lib/malformed-upload';
import { errorResponses } from '../../../plugins/openapi';
import { fileTooLarge, importRunner } from '../csv/import-jobs';
import { assertCanManageCatalogue } from '../policy';
import { acesExportStream } from './aces-export';

const security = [{ bearer: [] }];
const tags = ['import and export'];

/** Fitment as ACES XML, in and out (admin; issue 36, docs/catalogue-csv.md "ACES"). */
export const acesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: maxAcesBytes, files: 1, fields: 5, parts: 6 } });
  const imports = importRunner(app);

  app.post(
    '/fitment/import/aces',
    {
      onRequest: [
        app.allow(assertCanManageCatalogue),
        // A body announced larger than the limit is refused before a byte of it is read.
        async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > maxAcesBytes + 64 * 1024) {
            throw fileTooLarge(maxAcesBytes);
          }
        },
      ],
      schema: {
        tags,
        security,
        summary:
          'Check (dryRun=true, the default) or apply an ACES XML file of fitment (admin; multipart field "file")',
        description:
          'ACES 3.x/4.x App elements: BaseVehicle (matched by stored BaseVehicle id) or Years + Make + Model, ' +
          'EngineBase or EngineDesc, Position, Qty, Note, PartType, Part; vehicles by make, model, year and ' +
          "engine name. The report names each App's problems: unknown vehicle (with the closest match), " +
          'unknown part number, duplicates, overlaps. DOCTYPE and entity declarations are refused. A long ' +
          'file answers 202 with a job id to follow with GET /api/fitment/import/aces/{jobId}.',
        consumes: ['multipart/form-data'],
        querystring: AcesImportQuery,
        response: { 200: ImportReport, 202: ImportAccepted, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw unsupportedMediaType('Send the ACES file as multipart/form-data (field “file”).');
      }
      const file = await request.file().catch(malformedUpload);
      if (!file || file.fieldname !== 'file')
        throw invalid('Choose an ACES XML file to import (multipart field “file”).');
      const received = await imports.receive('aces', file, {
        ...request.query,
        createVehicles: false,
        createCategories: false,
      });
      return reply.code(received.status).send(received.body);
    },
  );

  app.get(
    '/fitment/import/aces/:jobId',
    {
      onRequest: app.allow(assertCanManageCatalogue),
      schema: {
        tags,
        security,
        summary: 'The state of an ACES import job: processed of about total Apps, then the report (admin)',
        params: ImportJobParams,
        response: { 200: ImportJob, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => imports.job('aces', request.params.jobId),
  );

  app.get(
    '/fitment/export.xml',
    {
      onRequest: app.allow(assertCanManageCatalogue),
      schema: {
        tags,
        security,
        summary: 'Download our fitment as ACES 4.2 XML (admin); the import reads it back unchanged',
        produces: ['application/xml'],
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => sendXml(reply, acesExportStream(app)),
  );
};

function sendXml(reply: FastifyReply, stream: NodeJS.ReadableStream) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="fitment-${new Date().toISOString().slice(0, 10)}.xml"`,
    )
    .header('cache-control', 'no-store')
    .send(stream);
}
