import type { Catalogue } from './translate';

/** One catalogue from many; the same English text with two different translations is a mistake. */
export function mergeCatalogues(files: Readonly<Record<string, Catalogue>>): Catalogue {
  const merged: Record<string, string> = {};
  const from: Record<string, string> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    for (const [english, spanish] of Object.entries(catalogue)) {
      if (english in merged && merged[english] !== spanish)
        throw new Error(`"${english}" has two translations (${from[english]} and ${file})`);
      merged[english] = spanish;
      from[english] = file;
    }
  }
  return merged;
}
