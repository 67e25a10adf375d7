import { p } from './html';
import type { PlanTexts } from './types';

/** Spanish of plans-health.ts, by plan id (dental, vision, medical, limited medical, life, supplemental). */
export const HEALTH_PLAN_TEXTS_ES: Record<number, PlanTexts> = {
  1001: {
    short_text: p(
      'Atención preventiva cubierta al <strong>100%</strong>, sin período de espera para las limpiezas.',
    ),
    header_text: 'Cobertura dental con una red PPO nacional',
    body_text: p('Dos limpiezas al año al 100%, empastes al 80% y coronas al 50% después de seis meses.'),
    blue_bar: 'Sin período de espera para la atención preventiva',
  },
  1014: {
    short_text: p('Limpiezas y empastes a buen precio, con una opción de ortodoncia para familias.'),
    header_text: 'Atención dental diaria a un precio mensual bajo',
    body_text: p(
      'Atención preventiva al 100% y servicios básicos al 60%. Ortodoncia solo en los niveles familiares.',
    ),
    blue_bar: 'Ortodoncia para niños en la opción Plus',
  },
  1002: {
    short_text: p('Examen de la vista anual y <strong>$200</strong> para armazones o lentes de contacto.'),
    header_text: 'Exámenes de la vista, armazones y lentes de contacto',
    body_text: p('Un examen de $10 cada año y una asignación de $200 para armazones o lentes de contacto.'),
    blue_bar: 'Asignación de $200 para armazones',
  },
  1015: {
    short_text: p('Exámenes de la vista a bajo costo con cobertura opcional de anteojos.'),
    header_text: 'Lo básico para su visión',
    body_text: p(
      'Un examen anual con un copago de $15; la opción de anteojos agrega una asignación de $130.',
    ),
    blue_bar: 'Exámenes desde $5.99 al mes',
  },
  1012: {
    short_text: p('Cobertura médica integral con una red nacional.'),
    header_text: 'Cobertura médica integral de 18 a 64 años',
    body_text: p(
      'Consultas médicas, hospital, cirugía y recetas. Se suscribe según su salud; no se vende en Nueva York.',
    ),
    blue_bar: 'Se requieren preguntas de salud',
    knock_out: {
      text: '¿Está embarazada, hospitalizado(a) o tiene programada una cirugía o un trasplante?',
    },
  },
  1016: {
    short_text: p('Cobertura médica a corto plazo para personas y parejas.'),
    header_text: 'Cobertura entre empleos, hasta por 12 meses',
    body_text: p(
      'Cobertura hospitalaria y médica con el deducible que usted elija. Solo el miembro, o miembro y cónyuge.',
    ),
    blue_bar: 'Niveles Solo el miembro y Miembro + cónyuge',
  },
  1009: {
    short_text: p('Beneficios fijos para consultas médicas y pruebas.'),
    header_text: 'Beneficios fijos en efectivo para la atención diaria',
    body_text: p('$50 por consulta médica, $100 por prueba y $1,000 por día en el hospital.'),
    blue_bar: 'Sin preguntas de salud',
  },
  1017: {
    short_text: p('Cobertura médica de beneficios limitados con telemedicina incluida.'),
    header_text: 'Cobertura médica limitada con telemedicina las 24 horas',
    body_text: p(
      'Beneficios fijos más consultas de telemedicina ilimitadas. No se ofrece en la zona de Miami-Fort Lauderdale.',
    ),
    blue_bar: 'Telemedicina sin costo adicional',
  },
  1003: {
    short_text: p('Primas fijas durante 20 años, cobertura de <strong>$25,000</strong> a $500,000.'),
    header_text: 'Seguro de vida a término con primas fijas durante 20 años',
    body_text: p(
      'Elija su beneficio; las primas nunca suben durante el plazo. Edades de emisión de 18 a 70 años.',
    ),
    blue_bar: 'Primas fijas durante 20 años',
  },
  1018: {
    short_text: p(
      'Seguro de vida a término de diez años, con tarifa según el consumo de tabaco, hasta <strong>$500,000</strong>.',
    ),
    header_text: 'Diez años de cobertura fija',
    body_text: p(
      'Cada monto de beneficio tiene sus propias edades de emisión: $500,000 hasta los 50, $250,000 hasta los 60 y $100,000 hasta los 65.',
    ),
    blue_bar: 'Quienes consumen tabaco pagan un 35% más',
  },
  1013: {
    short_text: p('Ayuda a pagar deducibles y coseguros.'),
    header_text: 'Cubra lo que su plan médico no cubre',
    body_text: p('Paga parte de su deducible y coseguro después de una estancia cubierta en el hospital.'),
    blue_bar: 'Funciona con cualquier plan médico',
  },
  1019: {
    short_text: p('Cobertura complementaria con un cargo administrativo del 3% incluido en la cotización.'),
    header_text: 'Cobertura complementaria de hasta $6,000',
    body_text: p(
      'Paga deducibles y coseguros hasta el monto del beneficio. Se agrega a la prima un cargo administrativo del 3%.',
    ),
    blue_bar: 'Incluye un cargo administrativo del 3%',
  },
  1091: {
    short_text: p('El cargo administrativo del 3% de BridgeCare Gap Plus.'),
    header_text: 'Cargo administrativo',
    body_text: p('Se agrega con BridgeCare Gap Plus: el 3% de su prima mensual.'),
    blue_bar: 'Cargo administrativo del 3%',
  },
};
