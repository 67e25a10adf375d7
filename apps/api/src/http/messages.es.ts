import type { Catalogue } from '../i18n/translate';

/** Spanish of the envelope's own texts: routing, client header, bodies, validation wording. */
export default {
  // app.ts
  'A value in the address is too long.': 'Un valor de la dirección es demasiado largo.',
  'The address is not valid.': 'La dirección no es válida.',
  'No route for {method} {path}': 'No existe ninguna ruta para {method} {path}',
  // basic-auth.ts
  'The client authorization header is missing or not valid.':
    'Falta el encabezado de autorización del cliente o no es válido.',
  // error-handler.ts
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'The request body is empty.': 'El cuerpo de la solicitud está vacío.',
  'The request body is too large.': 'El cuerpo de la solicitud es demasiado grande.',
  'This content type is not supported; send application/json.':
    'Este tipo de contenido no es compatible; envíe application/json.',
  'The request body length is not valid.': 'La longitud del cuerpo de la solicitud no es válida.',
  'A value in the request is out of range.': 'Un valor de la solicitud está fuera del rango permitido.',
  'Something went wrong. Please try again.': 'Algo salió mal. Inténtelo de nuevo.',
  // validation.ts
  'Please choose a group': 'Seleccione un grupo',
  'Please choose a platform': 'Seleccione una plataforma',
  'This field is required.': 'Este campo es obligatorio.',
  'Invalid value': 'El valor no es válido',
  'Please enter a number.': 'Ingrese un número.',
  'This field cannot be changed here.': 'Este campo no se puede cambiar aquí.',
  'Must be a {expected}, not a {received}.': 'Debe ser {expected}, no {received}.',
  'Please choose one of: {values}.': 'Elija una de estas opciones: {values}.',
  'Must be at most {max} characters.': 'Debe tener {max} caracteres como máximo.',
  'The request must be a JSON object of fields.': 'La solicitud debe ser un objeto JSON con campos.',
  // error-handler.ts, app.ts, client-errors.ts
  'The service is temporarily unavailable. Please try again in a moment.':
    'El servicio no está disponible en este momento. Inténtelo de nuevo en unos instantes.',
  '{method} is not allowed here; use {allowed}.': '{method} no está permitido aquí; use {allowed}.',
  'The request took too long to arrive.': 'La solicitud tardó demasiado en llegar.',
  'The request headers are too large.': 'Los encabezados de la solicitud son demasiado grandes.',
  'The request is not valid HTTP.': 'La solicitud no es HTTP válido.',
} satisfies Catalogue;
