import type { CallName } from '@bs/contract';
import type { CallDoc } from './call-tags';

// Developer documentation of the OpenAPI document, English only (src/catalogues.test.ts skips
// these files): the remote release calls (issue 22, ADR 0018).

export const RELEASE_CALL_DOCS = {
  'list-releases': [
    'Releases',
    'Every remote (or the one named) with its versions newest first, what is live: the active version, tenant pins and the percentage rollout, the failures browsers reported per version and the last changes.',
  ],
  'publish-release': [
    'Releases',
    "Registers a version already copied to the remotes store: the store must hold its folder, and the SHA-256 of its files must be the digest given (content-addressed, ADR 0028). Its mf-manifest.json is checked against the shell's contract (federation name, exposed ./routes module, one chunk per screen of the route table, shared singletons and their major versions); a build that breaks it is refused naming the reason. Publishing changes nothing that is live.",
  ],
  'activate-release': [
    'Releases',
    'Makes a version the one every store gets (pins still win for their tenant); the version it replaces is what a rollback returns to. Live on every API instance at once.',
  ],
  'pin-release': [
    'Releases',
    "Pins a version for one tenant's store (a canary) over the active version and the rollout; version null removes the pin.",
  ],
  'rollout-release': [
    'Releases',
    'Gives a version to a percentage of browsers, sticky per browser (its bs_rid cookie); 0 ends the rollout.',
  ],
  'rollback-release': [
    'Releases',
    'Returns the remote to the version active before the current one (or the environment build), ends any rollout and removes pins of the version rolled back.',
  ],
  'report-release-failure': [
    'Releases',
    'Sent by the shell when a browser could not load a version (manifest, chunk or start-up) and fell back to an earlier one; counted per version for the console. Open to any store page.',
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
