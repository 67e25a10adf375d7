/**
 * The project boundary matrix (CONVENTIONS "Boundaries"), checked against the Nx project graph:
 * a remote never imports another remote, the shell imports no remote, web code imports no server
 * code (neither apps/api nor server-only packages), shared libs depend only on shared libs.
 * libs/ui is components only (ADR 0031): a `type:ui` lib never uses a lib tagged `fetches:api`
 * (the api-client); the screens that fetch their data are `type:feature` libs (reports, change
 * history), which only apps use.
 */
const WEB_SCOPES = new Set(['shell', 'shop', 'cart-quote', 'enrollment', 'member-admin', 'platform-admin']);
const SERVER_ONLY_PACKAGES = ['fastify', 'pg', '@electric-sql/pglite', 'nodemailer', 'zipcodes', '@fastify/'];
const WEB_LIB_TYPES = new Set(['ui', 'data-access', 'feature']);

const tag = (node, prefix) =>
  (node.data.tags ?? []).find((t) => t.startsWith(`${prefix}:`))?.slice(prefix.length + 1);

/** Whether a project runs in the browser: the shell, the remotes, and the ui/data-access/mf libs. */
function isWeb(node) {
  const scope = tag(node, 'scope');
  if (WEB_SCOPES.has(scope)) return true;
  return scope === 'shared' && (WEB_LIB_TYPES.has(tag(node, 'type')) || node.name === '@bs/mf');
}

function allowed(source, target) {
  const [sScope, sType] = [tag(source, 'scope'), tag(source, 'type')];
  const [tScope, tType] = [tag(target, 'scope'), tag(target, 'type')];
  if (!sScope || !sType) return `${source.name} has no scope:/type: tags`;
  if (!tScope || !tType) return `${target.name} has no scope:/type: tags`;
  if (tType === 'app' || tType === 'e2e')
    return `${source.name} imports the app ${target.name}: apps only meet through their contracts`;
  if (tScope !== 'shared') return `${source.name} (scope:${sScope}) imports ${target.name} (scope:${tScope})`;
  if (sScope === 'api' && WEB_LIB_TYPES.has(tType))
    return `the server imports the browser library ${target.name}`;
  if (sType === 'ui' && (target.data.tags ?? []).includes('fetches:api'))
    return `the components library ${source.name} uses ${target.name}, which fetches data: that is a feature library's (ADR 0031)`;
  if (tType === 'feature' && sType !== 'app')
    return `${source.name} (${sType}) uses the feature library ${target.name}: only apps put features on a screen`;
  if (isWeb(source) && tScope === 'api') return `web code ${source.name} imports server code ${target.name}`;
  if (sType === 'contract' && tType !== 'contract')
    return `the contract ${source.name} depends on ${target.name}`;
  if (sType === 'util' && !['util', 'contract'].includes(tType))
    return `the util ${source.name} depends on ${target.name} (${tType})`;
  return null;
}

/** @returns {string[]} one readable line per violation */
export function checkBoundaries(graph) {
  const problems = [];
  for (const [name, deps] of Object.entries(graph.dependencies)) {
    const source = graph.nodes[name];
    if (!source) continue;
    for (const dep of deps) {
      // Declared (implicit) edges are not imports: the journeys depend on the apps they drive.
      if (dep.type === 'implicit') continue;
      if (dep.target.startsWith('npm:')) {
        const pkg = dep.target.slice(4);
        if (
          isWeb(source) &&
          SERVER_ONLY_PACKAGES.some((p) => (p.endsWith('/') ? pkg.startsWith(p) : pkg === p))
        ) {
          problems.push(`web code ${name} imports the server-only package ${pkg}`);
        }
        continue;
      }
      const target = graph.nodes[dep.target];
      const why = target && allowed(source, target);
      if (why) problems.push(why);
    }
  }
  return problems;
}
