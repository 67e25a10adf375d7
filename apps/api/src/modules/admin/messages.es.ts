import type { Catalogue } from '../../i18n/translate';

/** Spanish for the platform admin console's calls (issue 13). */
export default {
  'This store was not found.': 'No se encontró esta tienda.',
  'This slug is already taken. Please choose another.': 'Este identificador ya está en uso. Elija otro.',
  'This slug is a page of the store itself (such as cart, plans or home). Please choose another.':
    'Este identificador es una página de la propia tienda (como cart, plans o home). Elija otro.',
  'There is no agent with this id.': 'No hay ningún agente con este identificador.',
  'There is no group with this id.': 'No hay ningún grupo con este identificador.',
  'There is no portal with this id.': 'No hay ningún portal con este identificador.',
  'Please upload this image first.': 'Primero suba esta imagen.',
  'This colour cannot be made readable with AA contrast: {reason}':
    'Este color no se puede hacer legible con el contraste AA: {reason}',
  'Use a font list of letters, digits, spaces, commas, quotes and hyphens.':
    'Use una lista de fuentes con letras, dígitos, espacios, comas, comillas y guiones.',
  'Use a length such as 6px or 0.5rem.': 'Use una medida como 6px o 0.5rem.',
  'Please choose each category once.': 'Elija cada categoría una sola vez.',
  'This value is not valid.': 'Este valor no es válido.',
  'You may change only the branding of this store.': 'Solo puede cambiar la imagen de marca de esta tienda.',
  'This store was changed by someone else since you opened it. Please reload it and try again.':
    'Otra persona cambió esta tienda desde que usted la abrió. Vuelva a cargarla e inténtelo de nuevo.',
  'This image is larger than 512 KB.': 'Esta imagen ocupa más de 512 KB.',
  'This image is larger than 4000 pixels on a side.': 'Esta imagen mide más de 4000 píxeles de lado.',
  'This file is not a readable PNG, JPEG or WebP image of the chosen type.':
    'Este archivo no es una imagen PNG, JPEG o WebP legible del tipo elegido.',
  'This file is not an SVG image.': 'Este archivo no es una imagen SVG.',
  'This SVG declares a DOCTYPE or entities, which are not allowed.':
    'Este SVG declara un DOCTYPE o entidades, lo cual no está permitido.',
  'This SVG contains a script, which is not allowed.':
    'Este SVG contiene un script, lo cual no está permitido.',
  'This SVG contains a foreignObject, which is not allowed.':
    'Este SVG contiene un foreignObject, lo cual no está permitido.',
  'This SVG contains animations, which are not allowed.':
    'Este SVG contiene animaciones, lo cual no está permitido.',
  'This SVG contains event handlers (on… attributes), which are not allowed.':
    'Este SVG contiene controladores de eventos (atributos on…), lo cual no está permitido.',
  'This SVG contains active content, which is not allowed.':
    'Este SVG contiene contenido activo, lo cual no está permitido.',
  'This SVG refers to another file or web address, which is not allowed.':
    'Este SVG hace referencia a otro archivo o dirección web, lo cual no está permitido.',
} satisfies Catalogue;
