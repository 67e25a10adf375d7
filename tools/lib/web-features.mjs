/**
 * Features inside a browser app keep to themselves (ADR 0031): in apps/<app>/src, a file under
 * features/<a>/ never imports from features/<b>/; what two features share lives in shared/, which
 * imports no feature; and no files import each other in a circle. The app's root files (routes,
 * bootstrap) put the features together and may import any of them.
 */
import { circles, fileImports } from './api-layers.mjs';

export const WEB_APPS = [
  'shell',
  'shop',
  'cart-quote',
  'enrollment-wizard',
  'member-admin',
  'platform-admin',
];

const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file) => /\.test\.tsx?$/.test(file);

/**
 * @param {string} app the app's folder name, for the messages
 * @param {{ from: string, to: string }[]} edges file imports relative to the app's src
 * @returns {string[]} one readable line per broken rule
 */
export function checkFeatures(app, edges) {
  const problems = [];
  const where = (file) => `apps/${app}/src/${file}`;
  for (const { from, to } of edges) {
    const [a, b] = [featureOf(from), featureOf(to)];
    if (a && b && a !== b) {
      problems.push(
        `${where(from)} imports ${to}: the feature ${a} never imports another feature (${b}); move what they share to src/shared/ (ADR 0031)`,
      );
    } else if (from.startsWith('shared/') && b) {
      problems.push(
        `${where(from)} imports ${to}: src/shared/ is below the features and imports none (ADR 0031)`,
      );
    }
  }
  const production = edges.filter(({ from, to }) => !isTest(from) && /\.tsx?$/.test(to));
  const arrows = new Map(production.map(({ from, to }) => [`${from} -> ${to}`, { a: from, b: to }]));
  for (const set of circles(arrows))
    problems.push(`import circle between the files ${set.map(where).join(', ')} (ADR 0031)`);
  return problems;
}

/** The rule over every browser app of the repository at `root`. */
export function checkWebApps(root) {
  return WEB_APPS.flatMap((app) => checkFeatures(app, fileImports(`${root}/apps/${app}/src`)));
}
