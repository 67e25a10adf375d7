import { defineCalls } from '../../kernel/calls/call-entry';
import { SESSIONS } from '../../kernel/limits/anonymous-writes';
import { activateRelease } from './activate-release.handler';
import { listReleases } from './list-releases.handler';
import { pinRelease } from './pin-release.handler';
import { publishRelease } from './publish-release.handler';
import { reportReleaseFailure } from './report-release-failure.handler';
import { rollbackRelease } from './rollback-release.handler';
import { rolloutRelease } from './rollout-release.handler';

/** The calls of the releases module: each one's handler, documentation, rules and limits (ADR 0030). */
export const releasesCalls = defineCalls({
  'list-releases': {
    handler: listReleases,
    docs: [
      'Releases',
      'Every remote (or the one named) with its versions newest first, what is live: the active version, tenant pins and the percentage rollout, the failures browsers reported per version and the last changes.',
    ],
    access: ['manage-releases'],
  },
  'publish-release': {
    handler: publishRelease,
    docs: [
      'Releases',
      "Registers a version already copied to the remotes store: the store must hold its folder, and the SHA-256 of its files must be the digest given (content-addressed, ADR 0028). Its mf-manifest.json is checked against the shell's contract (federation name, exposed ./routes module, one chunk per screen of the route table, shared singletons and their major versions); a build that breaks it is refused naming the reason. Publishing changes nothing that is live.",
    ],
    access: ['manage-releases'],
  },
  'activate-release': {
    handler: activateRelease,
    docs: [
      'Releases',
      'Makes a version the one every store gets (pins still win for their tenant); the version it replaces is what a rollback returns to. Live on every API instance at once.',
    ],
    access: ['manage-releases'],
  },
  'pin-release': {
    handler: pinRelease,
    docs: [
      'Releases',
      "Pins a version for one tenant's store (a canary) over the active version and the rollout; version null removes the pin.",
    ],
    access: ['manage-releases'],
  },
  'rollout-release': {
    handler: rolloutRelease,
    docs: [
      'Releases',
      'Gives a version to a percentage of browsers, sticky per browser (its bs_rid cookie); 0 ends the rollout.',
    ],
    access: ['manage-releases'],
  },
  'rollback-release': {
    handler: rollbackRelease,
    docs: [
      'Releases',
      'Returns the remote to the version active before the current one (or the environment build), ends any rollout and removes pins of the version rolled back.',
    ],
    access: ['manage-releases'],
  },
  'report-release-failure': {
    handler: reportReleaseFailure,
    docs: [
      'Releases',
      'Sent by the shell when a browser could not load a version (manifest, chunk or start-up) and fell back to an earlier one; counted per version for the console. Open to any store page.',
    ],
    anonymous: SESSIONS,
    rateLimited: true,
  },
});
