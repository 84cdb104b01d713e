import { ModifiedCount } from '@partsmith/contract/common';
import {
  AccessToken,
  AdminCheck,
  EmailParams,
  IssueToken,
  UserList,
  UserListQuery,
} from '@partsmith/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { setPageHeaders } from '../../lib/paging';
import { assertCanManageUsers } from './policy';
import { checkAdmin, issueAccessToken, listUserPage, makeAdmin } from './service';
import { userTotalMaxAgeMs } from './user-totals';

const bearer = [{ bearer: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'Issue the access token for the signed-in account (identity session cookie required)',
        params: EmailParams,
        body: IssueToken.nullish(),
        response: { 200: AccessToken, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      token: await issueAccessToken(app, request.params.email, request.body?.email, request.headers.cookie),
    }),
  );

  app.get(
    '/admin/:email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Whether an account is an admin (yourself, or anyone if you are an admin); `verifyEmailToBeAdmin` tells you to verify your email first',
        security: bearer,
        params: EmailParams,
        response: { 200: AdminCheck, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkAdmin(app, currentUser(request), request.params.email),
  );

  app.get(
    '/user',
    {
      onRequest: app.allow(assertCanManageUsers),
      schema: {
        tags: ['users'],
        summary: 'Accounts with their role, by email, paged (admin)',
        description:
          'One page (`page` from 1, `limit` 1–100, default 24) by email, with `X-Total-Count` and `Link` ' +
          '(next/prev). `q` keeps the emails starting with it (any case); `role=admin` keeps the admins. ' +
          `The total of all accounts (no filter) is counted at most once per ${userTotalMaxAgeMs / 1000} s; ` +
          'filtered totals are exact.',
        security: bearer,
        querystring: UserListQuery,
        response: { 200: UserList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await listUserPage(app, request.query);
      setPageHeaders(request, reply, request.query, page.total);
      return page.items;
    },
  );

  app.put(
    '/user/admin/:email',
    {
      onRequest: app.allow(assertCanManageUsers),
      schema: {
        tags: ['users'],
        summary: 'Make an account admin (admin)',
        security: bearer,
        params: EmailParams,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ modifiedCount: await makeAdmin(app, request.params.email) }),
  );
};
