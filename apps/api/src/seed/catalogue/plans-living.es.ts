import { p } from './html';
import type { PlanTexts } from './types';

/** Spanish of plans-living.ts, by plan id (lifestyle, RX, disability, critical, accident, hospital, pet). */
export const LIVING_PLAN_TEXTS_ES: Record<number, PlanTexts> = {
  1008: {
    short_text: p('Telemedicina, descuentos y la membresía de una asociación nacional.'),
    header_text: 'Elevate Health & Wellness Association',
    body_text: p(
      'La membresía le da acceso a los planes de la asociación, a telemedicina y a descuentos para miembros.',
    ),
    blue_bar: 'Cargo único de membresía',
  },
  1020: {
    short_text: p('Descuentos en gimnasios, nutrición y viajes para todo el hogar.'),
    header_text: 'Ahorre mientras se mantiene sano',
    body_text: p('Hasta un 40% de descuento en gimnasios asociados, asesoría nutricional y viajes.'),
    blue_bar: 'Cancele en cualquier momento',
  },
  1010: {
    short_text: p('Ahorros en medicamentos recetados genéricos y de marca.'),
    header_text: 'Ahorros en recetas en 60,000 farmacias',
    body_text: p('Genéricos desde $4 y hasta un 50% de descuento en medicamentos de marca.'),
    blue_bar: 'Genéricos desde $4',
  },
  1021: {
    short_text: p('Copagos para medicamentos genéricos y de marca preferida, con envío por correo.'),
    header_text: 'Cobertura de recetas con copagos fijos',
    body_text: p(
      'Genéricos a $5, marcas preferidas a $35 y envío por correo para 90 días. No está disponible en Nueva York ni en Vermont.',
    ),
    blue_bar: 'Envío por correo incluido',
  },
  1011: {
    short_text: p('Reemplaza hasta el 60% de sus ingresos cuando usted no puede trabajar.'),
    header_text: 'Ingreso por discapacidad a largo plazo',
    body_text: p('Para personas que ganan al menos $20,000 al año y trabajan al menos 30 horas por semana.'),
    blue_bar: 'Se requieren ingresos y horas de trabajo',
  },
  1022: {
    short_text: p(
      'Beneficios semanales hasta por 26 semanas cuando una enfermedad o lesión le impide trabajar.',
    ),
    header_text: 'Ingreso por discapacidad a corto plazo',
    body_text: p(
      'El 60% de su pago semanal hasta por 26 semanas. Requiere $15,000 al año y 20 horas por semana.',
    ),
    blue_bar: 'No se vende en estados con discapacidad obligatoria por ley',
  },
  1005: {
    short_text: p(
      'Una suma global al recibir el diagnóstico de una enfermedad cubierta, para usarla como usted decida.',
    ),
    header_text: 'Una suma global cuando más la necesita',
    body_text: p(
      'Paga al diagnosticarse cáncer, ataque cardíaco, derrame cerebral y más. Se aplican preguntas de salud y el consumo de tabaco.',
    ),
    blue_bar: 'Se requieren preguntas de salud',
    knock_out: {
      text: 'En los últimos 5 años, ¿le han diagnosticado o tratado por cáncer (que no sea cáncer de piel), un ataque cardíaco o un derrame cerebral?',
    },
  },
  1023: {
    short_text: p('Cobertura de cáncer y corazón de emisión garantizada, sin preguntas de salud.'),
    header_text: 'Cobertura de cáncer y corazón sin preguntas de salud',
    body_text: p(
      'Un beneficio de $15,000 por un primer diagnóstico de cáncer, ataque cardíaco o derrame cerebral. Edades de emisión de 18 a 70 años.',
    ),
    blue_bar: 'Sin preguntas de salud',
  },
  1004: {
    short_text: p('Beneficios en efectivo pagados directamente a usted después de un accidente cubierto.'),
    header_text: 'Cobertura de accidentes, dentro y fuera del trabajo',
    body_text: p(
      'Beneficios fijos por visitas a la sala de emergencias, fracturas, dislocaciones y atención de seguimiento.',
    ),
    blue_bar: 'Cobertura desde el primer día',
  },
  1024: {
    short_text: p('Cobertura de accidentes con beneficios por lesiones deportivas.'),
    header_text: 'Cobertura de accidentes para familias activas',
    body_text: p('Incluye lesiones en deportes organizados. Actualmente no acepta nuevas inscripciones.'),
    blue_bar: 'No acepta nuevas inscripciones',
  },
  1006: {
    short_text: p('Un beneficio diario por cada día en el hospital.'),
    header_text: 'Dinero en efectivo por cada día en el hospital',
    body_text: p('$200 o $500 por cada día en el hospital, pagados directamente a usted.'),
    blue_bar: 'Se paga directamente a usted',
  },
  1025: {
    short_text: p('Una suma global al ingresar al hospital.'),
    header_text: 'Beneficio por ingreso hospitalario',
    body_text: p('$1,000 por cada ingreso, hasta tres al año. Edades de emisión de 18 a 75 años.'),
    blue_bar: 'Hasta tres ingresos al año',
  },
  1007: {
    short_text: p('Cobertura de accidentes y enfermedades para gatos y perros.'),
    header_text: 'Gastos veterinarios cubiertos al 80%',
    body_text: p(
      'Cobertura de accidentes y enfermedades con un deducible de $250. No se ofrece en el área metropolitana de Chicago.',
    ),
    blue_bar: 'Reembolso del 80%',
  },
  1026: {
    short_text: p('Visitas veterinarias de rutina, vacunas y limpiezas dentales para mascotas.'),
    header_text: 'Atención preventiva para su mascota',
    body_text: p('Chequeo anual, vacunas y una limpieza dental sin deducible.'),
    blue_bar: 'Sin deducible',
  },
  1096: {
    short_text: p('Reemplazado por Happy Tails Pet Wellness.'),
    header_text: 'Este plan fue reemplazado',
    body_text: p('Los enlaces anteriores a este plan llevan a Happy Tails Pet Wellness.'),
    blue_bar: 'Reemplazado',
  },
};
