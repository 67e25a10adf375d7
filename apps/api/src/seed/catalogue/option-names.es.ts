/**
 * Spanish of the pricing options' names that describe the option (a benefit, a frequency), by
 * the English name. Names that are product names (Bronze 7000, SafeStep Plus) stay as they are
 * and are served in English, marked as such.
 */
export const OPTION_NAMES_ES: Record<string, string> = {
  'PPO 1000 (annual max $1,000)': 'PPO 1000 (máximo anual de $1,000)',
  'PPO 2000 (annual max $2,000)': 'PPO 2000 (máximo anual de $2,000)',
  'Essentials Plus Ortho': 'Essentials Plus con ortodoncia',
  'Exam Only': 'Solo examen',
  'Exam + Eyewear': 'Examen + anteojos',
  '$50,000 benefit': 'Beneficio de $50,000',
  '$150,000 benefit': 'Beneficio de $150,000',
  '$100,000 benefit': 'Beneficio de $100,000',
  '$250,000 benefit': 'Beneficio de $250,000',
  '$500,000 benefit': 'Beneficio de $500,000',
  '$15,000 benefit': 'Beneficio de $15,000',
  'Administrative fee (Gap Plus 3000)': 'Cargo administrativo (Gap Plus 3000)',
  'Administrative fee (Gap Plus 6000)': 'Cargo administrativo (Gap Plus 6000)',
  'Elevate Basic Membership': 'Membresía Elevate Basic',
  'Elevate Plus Membership': 'Membresía Elevate Plus',
  'Elevate Premier Membership': 'Membresía Elevate Premier',
  'FitLife Monthly': 'FitLife mensual',
  'RxSaver Card': 'Tarjeta RxSaver',
  'Benefit $1,500 a month': 'Beneficio de $1,500 al mes',
  'Benefit $3,000 a month': 'Beneficio de $3,000 al mes',
  '60% of pay, 26 weeks': '60% del pago, 26 semanas',
  '$10,000 lump sum': 'Suma global de $10,000',
  '$20,000 lump sum': 'Suma global de $20,000',
  '$200 a day': '$200 al día',
  '$500 a day': '$500 al día',
  '$1,000 per admission': '$1,000 por ingreso',
  'Accident & Illness': 'Accidentes y enfermedades',
  'Accident, Illness & Wellness': 'Accidentes, enfermedades y bienestar',
};
