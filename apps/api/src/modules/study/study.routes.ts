import { allLessonsResponse, lesson, lessonIdQuery, paths } from '@prd/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['study'];
const bearer = [{ bearerAuth: [] }];

/** The Learn area: signed-in people read it (admins edit it: study.admin.routes.ts). */
export const studyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { study } = app.services;
  const requireAuth = (req: FastifyRequest, reply: FastifyReply) =>
    app.guard.requireAuth(req, reply);

  app.get(
    paths.study.getAllLessons,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Every level with its subjects and their published lessons, by position',
        security: bearer,
        response: { 200: allLessonsResponse },
      },
    },
    () => study.tree(),
  );

  app.get(
    paths.study.getLesson,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'One lesson with its Markdown (?id=); admins also see unpublished ones',
        security: bearer,
        querystring: lessonIdQuery,
        response: { 200: lesson },
      },
    },
    (req) => study.lesson(req.query.id, authOf(req).role === 'admin'),
  );
};
