import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The client a per-client limit counts: its IP (an IPv6 /64 counts as one, as providers hand out /64s). */
export const clientOf = (req: FastifyRequest) => normalizeIP(req.ip);
