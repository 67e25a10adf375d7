import type { CategoryKey } from '@bs/contract';
import { p, qa, ul } from './html';
import type { CategoryTexts } from './types';

/** Spanish of CATEGORY_TEXTS (texts.ts): exclusions, a worked example and FAQs per category. */
export const CATEGORY_TEXTS_ES: Record<CategoryKey, CategoryTexts> = {
  dental: {
    exclusions: ul(
      'Procedimientos cosméticos, como el blanqueamiento',
      'Los servicios mayores tienen un período de espera de 6 meses',
      'Se aplica un máximo anual por persona',
    ),
    example: p(
      'Una limpieza y dos radiografías ($180) se pagan al 100%. Una corona de $900 se paga al 50% después de 6 meses: usted paga $450.',
    ),
    faq: qa([
      '¿Puedo seguir con mi dentista?',
      'Sí. Los dentistas de la red cuestan menos, pero puede acudir a cualquier dentista con licencia.',
    ]),
  },
  vision: {
    exclusions: ul(
      'Lentes de sol sin receta',
      'Cirugía láser (solo descuentos)',
      'Una asignación para armazones cada 24 meses',
    ),
    example: p(
      'Examen de la vista: copago de $10. Armazones de $180 con una asignación de $150: usted paga $30 más el copago de los lentes.',
    ),
    faq: qa([
      '¿Cubre lentes de contacto?',
      'Sí, en lugar de armazones, hasta el mismo monto de la asignación.',
    ]),
  },
  medical: {
    exclusions: ul(
      'Afecciones preexistentes declaradas en las preguntas de salud',
      'Tratamientos experimentales',
      'Cirugía estética',
    ),
    example: p(
      'Una factura de hospital de $4,000: usted paga el deducible y luego un coseguro del 20% hasta el máximo de gastos de bolsillo.',
    ),
    faq: qa([
      '¿Es un plan de la ACA?',
      'No. La cobertura se suscribe según su salud y se renueva cada 12 meses.',
    ]),
  },
  limitedmed: {
    exclusions: ul(
      'Los beneficios son montos fijos, no un porcentaje de la factura',
      'No es cobertura esencial mínima',
      'La maternidad se limita al beneficio hospitalario',
    ),
    example: p(
      'Una consulta médica facturada en $160 paga un beneficio fijo de $50; un día en el hospital paga $1,000.',
    ),
    faq: qa([
      '¿Reemplaza a un seguro médico integral?',
      'No, paga beneficios fijos en efectivo además de otra cobertura.',
    ]),
  },
  term_life: {
    exclusions: ul(
      'Suicidio durante los primeros dos años',
      'Declaraciones falsas en la solicitud',
      'La cobertura termina al final del plazo',
    ),
    example: p(
      'Con una cobertura de $100,000, sus beneficiarios reciben $100,000 libres de impuestos si usted fallece durante el plazo.',
    ),
    faq: qa(['¿Suben las primas?', 'No. Las primas se mantienen fijas durante todo el plazo.']),
  },
  supplemental: {
    exclusions: ul(
      'Solo deducibles y coseguros de un plan médico principal',
      'Afecciones preexistentes durante los primeros 12 meses',
    ),
    example: p(
      'Su plan médico le deja un deducible de $3,000 después de una cirugía: GapCover paga hasta el monto de su beneficio.',
    ),
    faq: qa([
      '¿Necesito otro plan médico?',
      'Sí, los planes suplementarios pagan lo que su plan principal deja a su cargo.',
    ]),
  },
  lifestyle: {
    exclusions: ul('Los descuentos no son un seguro', 'La disponibilidad de los socios varía según la zona'),
    example: p(
      'Una membresía de gimnasio de $60 en un club asociado cuesta $35 con el descuento para miembros.',
    ),
    faq: qa(['¿Puedo cancelar?', 'Sí, en cualquier momento; los cargos únicos no se reembolsan.']),
  },
  rx: {
    exclusions: ul(
      'Medicamentos compuestos',
      'Medicamentos con fines cosméticos',
      'Medicamentos especializados solo con descuento',
    ),
    example: p('Un genérico para 30 días que cuesta $24 en la farmacia cuesta $4 con la tarjeta.'),
    faq: qa([
      '¿En qué farmacias?',
      'En más de 60,000 farmacias de todo el país, incluidas las grandes cadenas.',
    ]),
  },
  di: {
    exclusions: ul(
      'Discapacidades por afecciones preexistentes durante los primeros 12 meses',
      'Lesiones autoinfligidas',
      'Período de eliminación de 30 días',
    ),
    example: p(
      'Después de 30 días sin trabajar por una enfermedad cubierta, usted recibe su beneficio mensual hasta que pueda volver a trabajar.',
    ),
    faq: qa([
      '¿Por qué necesitan conocer mis ingresos?',
      'Los beneficios reemplazan parte de sus ingresos, por eso sus ingresos y horas de trabajo determinan si califica.',
    ]),
  },
  critical: {
    exclusions: ul(
      'Afecciones diagnosticadas antes de la fecha de vigencia',
      'Un período de espera de 30 días',
      'El cáncer de piel paga el 10% del beneficio',
    ),
    example: p(
      'Si le diagnostican un ataque cardíaco cubierto, usted recibe la suma global para usarla como necesite.',
    ),
    faq: qa([
      '¿El beneficio paga impuestos?',
      'Por lo general, los beneficios pagados por diagnósticos cubiertos no pagan impuestos.',
    ]),
  },
  accident: {
    exclusions: ul(
      'Lesiones en estado de ebriedad',
      'Deportes profesionales',
      'Enfermedades (solo accidentes)',
    ),
    example: p(
      'Un brazo fracturado después de una caída paga $1,200 por la fractura más $150 por la sala de emergencias.',
    ),
    faq: qa(['¿Hay un período de espera?', 'No, la cobertura comienza en la fecha de vigencia.']),
  },
  hospital: {
    exclusions: ul('Estancias por cirugía estética', 'Estancias por salud mental de más de 30 días al año'),
    example: p('Una estancia de 3 días con un beneficio diario de $500 le paga $1,500 directamente a usted.'),
    faq: qa(['¿Paga la cirugía ambulatoria?', 'Sí, se aplica un beneficio ambulatorio reducido.']),
  },
  pet: {
    exclusions: ul(
      'Afecciones anteriores a la inscripción',
      'Cría y aseo',
      'Mascotas de más de 10 años al momento de la inscripción',
    ),
    example: p(
      'Una factura veterinaria de $1,000 por una enfermedad cubierta: después del deducible de $250 se reembolsa el 80% ($600).',
    ),
    faq: qa(['¿Qué mascotas?', 'Gatos y perros a partir de las 8 semanas de edad.']),
  },
};
