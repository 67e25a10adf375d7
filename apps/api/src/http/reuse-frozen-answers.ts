import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * Wraps a serializer compiler so that a success envelope whose `data` is a frozen object is
 * validated and serialized once and its JSON reused: frozen answers are built once and shared
 * by the catalogue in memory (plan detail, featured plans, listings) and never change, so the
 * bytes are exactly the ones the first serialization wrote. Everything else is serialized as before.
 */
export function reuseFrozenAnswers<T>(compiler: FastifySerializerCompiler<T>): FastifySerializerCompiler<T> {
  return (routeSchema) => {
    const serialize = compiler(routeSchema);
    const written = new WeakMap<object, string>();
    return (payload: unknown) => {
      const envelope = payload as { status?: unknown; data?: unknown } | null;
      const data = envelope?.data;
      if (
        envelope?.status !== 'success' ||
        typeof data !== 'object' ||
        data === null ||
        !Object.isFrozen(data) ||
        Object.keys(envelope).length !== 2
      )
        return serialize(payload);
      let json = written.get(data);
      if (json === undefined) written.set(data, (json = serialize(payload)));
      return json;
    };
  };
}
