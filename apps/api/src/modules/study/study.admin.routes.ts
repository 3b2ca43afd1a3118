import {
  lesson,
  lessonBody,
  lessonIdQuery,
  lessonLevel,
  lessonLevelBody,
  lessonLevelsResponse,
  lessonLevelUpdate,
  lessonsQuery,
  lessonsResponse,
  lessonSubject,
  lessonSubjectBody,
  lessonSubjectsQuery,
  lessonSubjectsResponse,
  lessonSubjectUpdate,
  lessonUpdate,
  messageResponse,
  paths,
} from '@prd/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../auth/index.js';

const tags = ['study'];
const bearer = [{ bearerAuth: [] }];
const adminSchema = (summary: string) => ({ tags, summary, security: bearer });

const levelRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { study } = app.services;

  app.get(
    paths.study.levels,
    { schema: { ...adminSchema('Admins: every level'), response: { 200: lessonLevelsResponse } } },
    () => study.levels(),
  );
  app.post(
    paths.study.levels,
    {
      schema: {
        ...adminSchema('Admins: add a level'),
        body: lessonLevelBody,
        response: { 200: lessonLevel },
      },
    },
    (req) => study.createLevel(authOf(req).userId, req.body, req.meta),
  );
  app.put(
    paths.study.levels,
    {
      schema: {
        ...adminSchema('Admins: edit a level'),
        body: lessonLevelUpdate,
        response: { 200: lessonLevel },
      },
    },
    (req) => study.updateLevel(authOf(req).userId, req.body, req.meta),
  );
  app.delete(
    paths.study.levels,
    {
      schema: {
        ...adminSchema('Admins: delete a level with its subjects and lessons (?id=)'),
        querystring: lessonIdQuery,
        response: { 200: messageResponse },
      },
    },
    (req) => study.removeLevel(authOf(req).userId, req.query.id, req.meta),
  );
};

const subjectRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { study } = app.services;

  app.get(
    paths.study.subjects,
    {
      schema: {
        ...adminSchema('Admins: every subject, or those of one level (?level_id=)'),
        querystring: lessonSubjectsQuery,
        response: { 200: lessonSubjectsResponse },
      },
    },
    (req) => study.subjects(req.query.level_id),
  );
  app.post(
    paths.study.subjects,
    {
      schema: {
        ...adminSchema('Admins: add a subject to a level'),
        body: lessonSubjectBody,
        response: { 200: lessonSubject },
      },
    },
    (req) => study.createSubject(authOf(req).userId, req.body, req.meta),
  );
  app.put(
    paths.study.subjects,
    {
      schema: {
        ...adminSchema('Admins: edit a subject (or move it to another level)'),
        body: lessonSubjectUpdate,
        response: { 200: lessonSubject },
      },
    },
    (req) => study.updateSubject(authOf(req).userId, req.body, req.meta),
  );
  app.delete(
    paths.study.subjects,
    {
      schema: {
        ...adminSchema('Admins: delete a subject with its lessons (?id=)'),
        querystring: lessonIdQuery,
        response: { 200: messageResponse },
      },
    },
    (req) => study.removeSubject(authOf(req).userId, req.query.id, req.meta),
  );
};

const lessonRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { study } = app.services;

  app.get(
    paths.study.lessons,
    {
      schema: {
        ...adminSchema('Admins: every lesson, published or not, or those of one subject'),
        querystring: lessonsQuery,
        response: { 200: lessonsResponse },
      },
    },
    (req) => study.lessons(req.query.subject_id),
  );
  app.post(
    paths.study.lessons,
    {
      schema: {
        ...adminSchema('Admins: add a lesson to a subject'),
        body: lessonBody,
        response: { 200: lesson },
      },
    },
    (req) => study.createLesson(authOf(req).userId, req.body, req.meta),
  );
  app.put(
    paths.study.lessons,
    {
      schema: {
        ...adminSchema('Admins: edit a lesson (or move it to another subject)'),
        body: lessonUpdate,
        response: { 200: lesson },
      },
    },
    (req) => study.updateLesson(authOf(req).userId, req.body, req.meta),
  );
  app.delete(
    paths.study.lessons,
    {
      schema: {
        ...adminSchema('Admins: delete a lesson (?id=)'),
        querystring: lessonIdQuery,
        response: { 200: messageResponse },
      },
    },
    (req) => study.removeLesson(authOf(req).userId, req.query.id, req.meta),
  );
};

/** The Learn area's editing: levels → subjects → lessons. */
export const studyAdminRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(levelRoutes);
  await fastify.register(subjectRoutes);
  await fastify.register(lessonRoutes);
};
