/**
 * Network-level failures raise a notification (spec §8) titled Success!, Warning! or Info!.
 * The shell renders them; anything can subscribe. Plain listeners: no store needed.
 */
export type NotificationTitle = 'Success!' | 'Warning!' | 'Info!';
export interface Notification {
  id: number;
  title: NotificationTitle;
  message: string;
}
type Listener = (n: Notification) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function notify(title: NotificationTitle, message: string): Notification {
  const n = { id: nextId++, title, message };
  listeners.forEach((l) => l(n));
  return n;
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
