import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../core/app-error.js';
import { bodyArrived, drainRequest } from './drain-request.js';

interface FieldError {
  path: string;
  message: string;
}

function describe(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  return first.path ? `${first.path}: ${first.message}` : first.message;
}

/**
 * One error handler: 400 { message, errors } for bad input, the AppError's
 * status for rule breaks, and a bare 500 that never shows internals. An error
 * found before the body was read (too large, a content type we do not take)
 * is answered once the body is read, so the client is not reset mid-upload.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (!bodyArrived(request.raw)) {
      const ended = await drainRequest(request.raw);
      if (ended) reply.removeHeader('connection');
      else reply.header('connection', 'close');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: describe(errors), errors });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.body });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 415 ? 'Unsupported content type.' : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
