import { getInstance, init } from '@module-federation/enhanced/runtime';

/** The part of the Module Federation runtime the shell uses; tests pass a fake. */
export interface FederationHost {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

let host: FederationHost | null = null;

/**
 * The host's federation instance. With the build plugin the bundler runtime has already created
 * it (its shared scope holds the shell's singletons); `init` with the same name returns that one.
 */
export function federationHost(): FederationHost {
  host ??= (getInstance() ?? init({ name: 'shell', remotes: [] })) as unknown as FederationHost;
  return host;
}

/** Replaces the federation runtime (unit tests, storybooks). */
export function setFederationHost(next: FederationHost | null): void {
  host = next;
}
