import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

/** The wizard screen's chunk (routes.tsx names it), and each step's (steps.tsx: `step-<tab>`). */
const WIZARD_SCREEN = 'screen-enrollment-step';
const isWizardChunk = (chunk) => chunk.name === WIZARD_SCREEN || !!chunk.name?.startsWith('step-');

// Remote `enrollment_wizard`: exposes its route module; the shell maps paths to its screens (libs/mf route table).
export default createAppConfig({
  name: 'enrollment_wizard',
  dir: import.meta.dirname,
  port: 4203,
  exposes: { './routes': './src/routes.tsx' },
  cacheGroups: {
    // The forms machinery every step uses (zod and the contract's schemas, react-hook-form, the
    // schema form and fields of libs/ui, the step kit) goes into the wizard screen's chunk, which
    // is loaded before any step: once per wizard instead of a copy in each step's chunk (about
    // 45 kB brotli each, issue 31), and no extra script on the way in. A module only one step
    // uses stays in that step's chunk.
    stepKit: {
      chunks: isWizardChunk,
      test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|libs[\\/](ui|contract|domain)[\\/]src[\\/]|enrollment-wizard[\\/]src[\\/](shared|i18n)[\\/]/,
      minChunks: 2,
      name: WIZARD_SCREEN,
      enforce: true,
    },
  },
});
