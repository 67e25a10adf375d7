export interface SharedDependency {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
  /** The facade module provided under the package's name (FACADES). */
  import?: string;
}
export declare const SHARED_SINGLETONS: readonly string[];
export declare const SHARE_STRATEGY: 'loaded-first';
export declare function installedVersion(pkg: string): string;
export declare function sharedDependencies(): Record<string, SharedDependency>;
export declare const FACADES: Readonly<Record<string, string>>;
export declare function sharedPackageDirs(): string[];
export declare const UNSHARED_PREFIX: string;
export declare function facadeAliases(): Record<string, string>;
