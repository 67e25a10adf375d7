/**
 * Resolves in a later task of the browser's event loop, so work after it does not extend the task
 * that awaited it: the browser may paint and answer input in between (ADR 0032, "main.js's
 * evaluation in tasks"). `scheduler.yield` where the browser has it (the continuation keeps its priority),
 * else a message to ourselves (a timeout would be clamped to 4 ms when nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
