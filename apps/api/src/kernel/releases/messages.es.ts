import type { Catalogue } from '../../i18n/translate';

/** Spanish for the contract check of a remote build (release-contract.ts). */
export default {
  'The build has no readable mf-manifest.json (metaData.remoteEntry and exposes are required).':
    'La compilación no tiene un mf-manifest.json legible (se requieren metaData.remoteEntry y exposes).',
  'The federation name is "{name}", the shell loads "{remote}".':
    'El nombre de federación es "{name}"; el shell carga "{remote}".',
  'The build does not expose {module}, the module the shell loads.':
    'La compilación no expone {module}, el módulo que carga el shell.',
  '{module} has no chunk for the screen "{screen}" of the route table.':
    '{module} no tiene un fragmento para la pantalla "{screen}" de la tabla de rutas.',
  "{name} is not shared: the remote would run its own copy beside the shell's.":
    '{name} no se comparte: el módulo remoto ejecutaría su propia copia junto a la del shell.',
  '{name} is shared but not as a singleton.': '{name} se comparte, pero no como instancia única.',
  '{name}: the remote requires {required}, the shell provides {version}.':
    '{name}: el módulo remoto requiere {required}; el shell ofrece {version}.',
} satisfies Catalogue;
