import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, written when it ends, as an access log: the method, the URL, the status and
 * the time. Fastify's default writes a second line ("incoming request") as each request arrives,
 * which doubles the log's volume and its cost on the busiest calls (docs/decisions/0014). Errors and
 * the other lines Fastify logs are unchanged.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
