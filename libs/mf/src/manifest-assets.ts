/**
 * Which files load a remote's screen, read from its mf-manifest.json. Shared by the server (it
 * preloads them in the page) and the shell (it warms the next remote): ADR 0008.
 */

/** The part of an mf-manifest.json read here. */
export interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { path: string; assets: { js: ManifestFiles; css: ManifestFiles } }[];
}
interface ManifestFiles {
  sync: string[];
  async: string[];
}

export interface ScreenAsset {
  href: string;
  as: 'script' | 'style';
}

const isFileList = (v: unknown): v is ManifestFiles =>
  !!v &&
  typeof v === 'object' &&
  ['sync', 'async'].every((k) => {
    const list = (v as Record<string, unknown>)[k];
    return Array.isArray(list) && list.every((f) => typeof f === 'string');
  });

/** Whether a JSON document is a federation manifest of the shape read here. */
export function isFederationManifest(json: unknown): json is FederationManifest {
  const m = json as Partial<FederationManifest> | null;
  return (
    !!m &&
    typeof m.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(m.exposes) &&
    m.exposes.every(
      (e) => typeof e?.path === 'string' && isFileList(e.assets?.js) && isFileList(e.assets?.css),
    )
  );
}

/**
 * The files that render one screen of a remote: its remoteEntry.js, the exposed `./routes` chunk
 * and the screen's own chunk (the builds name it `screen-<id>`: tools/rspack). Files resolve as
 * the federation runtime resolves them: against the manifest's URL when publicPath is 'auto'.
 */
export function screenAssets(
  manifestUrl: string,
  manifest: FederationManifest,
  screen: string,
): ScreenAsset[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base =
    !publicPath || publicPath === 'auto'
      ? manifestUrl.replace(/[?#].*$/, '').replace(/[^/]*$/, '')
      : publicPath;
  const url = (file: string) => (/^(https?:)?\/\//.test(file) ? file : `${base}${file}`);
  const entryDir = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  const out: ScreenAsset[] = [{ href: url(`${entryDir}${remoteEntry.name}`), as: 'script' }];
  const routes = manifest.exposes.find((e) => e.path === './routes');
  if (!routes) return out;
  const isScreen = (file: string) => file.split('/').pop()!.startsWith(`screen-${screen}.`);
  for (const file of [...routes.assets.js.sync, ...routes.assets.js.async.filter(isScreen)])
    out.push({ href: url(file), as: 'script' });
  for (const file of [...routes.assets.css.sync, ...routes.assets.css.async.filter(isScreen)])
    out.push({ href: url(file), as: 'style' });
  return out;
}
