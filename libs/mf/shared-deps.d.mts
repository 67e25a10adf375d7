export interface SharedDependency {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}
export declare const SHARED_SINGLETONS: readonly string[];
export declare const SHARE_STRATEGY: 'loaded-first';
export declare function installedVersion(pkg: string): string;
export declare function sharedDependencies(): Record<string, SharedDependency>;
