/** The Spanish of a plan's facts: its waiting period and coverage highlights (the carrier is a name). */
export type FactsEs = { waiting_period: string; coverage: string[] };

const f = (waiting_period: string, ...coverage: string[]): FactsEs => ({ waiting_period, coverage });

/** facts.ts in US Spanish, by plan id, in the same order; a test fails when one is missing. */
export const FACTS_ES: Record<number, FactsEs> = {
  1001: f(
    'Ninguno en atención preventiva; 6 meses en servicios mayores',
    'Dos limpiezas al año al 100%',
    'Empastes al 80%',
    'Coronas al 50%',
  ),
  1014: f(
    '12 meses en ortodoncia',
    'Limpiezas y empastes',
    'Ortodoncia para niños (opción Plus, Miembro + Hijo(s) y Familia)',
  ),
  1002: f('Ninguno', 'Examen de la vista anual, copago de $10', '$200 para monturas o lentes de contacto'),
  1015: f('Ninguno', 'Exámenes de la vista desde $5.99 al mes', 'Cobertura opcional de anteojos'),
  1012: f(
    '30 días en enfermedades; ninguno en accidentes',
    'Red nacional',
    'Deducible y luego 20% de coseguro',
    'Máximo de gastos de bolsillo',
  ),
  1016: f(
    '5 días en enfermedades',
    'Seguro médico a corto plazo por hasta 12 meses',
    'Solo Miembro y Miembro + Cónyuge',
  ),
  1009: f(
    'Ninguno',
    '$50 fijos por consulta médica',
    '$1,000 por día en el hospital',
    'Sin preguntas de salud',
  ),
  1017: f('30 días', 'Beneficios fijos para consultas y pruebas', 'Telemedicina incluida'),
  1003: f('Ninguno', 'Primas fijas durante 20 años', 'Cobertura de $25,000 a $500,000'),
  1018: f('Ninguno', 'Plazo de diez años', 'Hasta $500,000', 'Los consumidores de tabaco pagan 35% más'),
  1013: f('30 días', 'Ayuda a pagar deducibles y coseguro', 'Funciona con cualquier plan médico'),
  1019: f('30 días', 'Cobertura complementaria para deducibles', 'Incluye un cargo administrativo del 3%'),
  1008: f('Ninguno', 'Telemedicina', 'Descuentos', 'Membresía en una asociación nacional'),
  1020: f(
    'Ninguno',
    'Descuentos en gimnasio, nutrición y viajes',
    'Todo el hogar',
    'Cancele en cualquier momento',
  ),
  1010: f('Ninguno', 'Genéricos desde $4', 'Ahorros en medicamentos de marca'),
  1021: f(
    'Ninguno',
    'Copagos para medicamentos genéricos y de marca preferida',
    'Pedidos por correo incluidos',
  ),
  1011: f(
    'Período de eliminación de 30 días',
    'Reemplaza hasta el 60% de los ingresos',
    'Requiere ingresos y horas semanales',
  ),
  1022: f(
    'Período de eliminación de 14 días',
    'Beneficios semanales por hasta 26 semanas',
    'No se vende en estados con seguro de incapacidad obligatorio',
  ),
  1005: f(
    '30 días desde la fecha de vigencia',
    'Pago único al diagnóstico de una enfermedad cubierta',
    'Requiere preguntas de salud',
  ),
  1023: f(
    '90 días en cáncer',
    'Cobertura de cáncer y corazón',
    'Emisión garantizada, sin preguntas de salud',
  ),
  1004: f(
    'Ninguno: cobertura desde el primer día',
    'Beneficios en efectivo después de un accidente cubierto',
    'Se le paga directamente a usted',
  ),
  1024: f('Ninguno', 'Cobertura de accidentes', 'Beneficios por lesiones deportivas'),
  1006: f(
    '30 días en enfermedades',
    'Beneficio diario por cada día en el hospital',
    'Se le paga directamente a usted',
  ),
  1025: f('30 días en enfermedades', 'Pago único al ingresar', 'Hasta tres ingresos al año'),
  1007: f(
    '14 días en enfermedades; 2 días en accidentes',
    'Accidentes y enfermedades para gatos y perros',
    '80% de reembolso',
  ),
  1026: f('Ninguno', 'Consultas veterinarias de rutina y vacunas', 'Limpiezas dentales', 'Sin deducible'),
};
