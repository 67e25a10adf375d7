import { describe, expect, it } from 'vitest';
import { saveBeneficiaryInfoBody, beneficiaryForm } from './beneficiary';
import { contactInfoForm } from './contact';
import { dependentForm } from './dependent';
import { employerInfoForm } from './employer';
import { healthInfoForm } from './health';
import { personalInfoForm } from './personal';
import { saveLaterDrafts } from './save-later';

const pathsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.path.join('.'));
const messageAt = (r: ReturnType<typeof personalInfoForm.safeParse>, path: string) =>
  r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;

const person = {
  first_name: 'Ana',
  last_name: "O'Neil-Díaz",
  marital_status: '1',
  ssn: '123456789',
};

describe('personal information form', () => {
  it('accepts the form as the browser holds it (select values as strings, empty optional inputs)', () => {
    const v = personalInfoForm.parse({
      ...person,
      weight: '180',
      height_feet: '5',
      height_inch: '',
      prior_coverage_flag: '0',
    });
    expect(v).toMatchObject({ marital_status: 1, weight: '180', prior_coverage_flag: 0 });
  });

  it.each([
    ['ssn', '12345678', 'SSN must be 9 digits.'],
    ['ssn', '', 'This field is required.'],
    ['weight', '1000', 'Weight must be a number of at most 3 digits.'],
    ['height_feet', '12', 'Feet must be one digit from 1 to 8.'],
    ['height_inch', '12', 'Inches must be from 0 to 11.'],
    ['marital_status', '4', 'Please choose a marital status.'],
    ['first_name', '', 'This field is required.'],
    ['first_name', 'R2D2', 'Please use letters, spaces, hyphens and apostrophes only.'],
    ['gender', '3', 'Please choose a gender'],
    ['birthdate', '02/30/1990', 'Please enter a real date.'],
  ])('%s = %j says %s', (field, value, message) => {
    expect(messageAt(personalInfoForm.safeParse({ ...person, [field]: value }), field)).toBe(message);
  });

  it('keeps a masked SSN (the stored number) and needs carrier and dates with prior coverage', () => {
    expect(personalInfoForm.safeParse({ ...person, ssn: '*****6789' }).success).toBe(true);
    const r = personalInfoForm.safeParse({
      ...person,
      prior_coverage_flag: 1,
      prior_effective_date: '05/01/2020',
      prior_term_date: '04/01/2020',
    });
    expect(pathsOf(r)).toEqual(['prior_carrier_name', 'prior_term_date']);
  });
});

describe('contact and employer forms', () => {
  const contact = {
    email_address: 'a@b.co',
    phone_number: '2125550123',
    address1: '1 Main Street',
    city: 'New York',
  };
  it('checks phone and e-mail', () => {
    expect(contactInfoForm.safeParse(contact).success).toBe(true);
    expect(
      pathsOf(contactInfoForm.safeParse({ ...contact, phone_number: '212555012', email_address: 'x@' })),
    ).toEqual(['email_address', 'phone_number']);
  });
  it('takes the spec codes of the selects and the holiday flags', () => {
    const employer = {
      name: 'Acme',
      phone: '2125550123',
      address1: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      average_work_week: '40+',
      employment_start_date: '01/15/2019',
      occupation: 'Clerk',
      compensation_type: 'G10L20',
      employment_status: 'A',
      emp_industry: 'Retail',
      emp_num_employed: '12',
      emp_vac_policy: '2W',
      emp_barg_unit: 'N',
      holiday_policy: { Standard_6: 1, Birthday: 0 },
    };
    expect(employerInfoForm.safeParse(employer).success).toBe(true);
    expect(pathsOf(employerInfoForm.safeParse({ ...employer, compensation_type: 'X', zip: '1000' }))).toEqual(
      ['zip', 'compensation_type'],
    );
  });
});

describe('beneficiaries, health answers and dependents', () => {
  const beneficiary = {
    first_name: 'Sam',
    last_name: 'Lee',
    birthdate: '01/02/2000',
    relationship: 'child',
    beneficiary_percentage: '50',
  };
  it('checks the share and leaves the list rules to the server', () => {
    expect(beneficiaryForm.safeParse(beneficiary).success).toBe(true);
    expect(pathsOf(beneficiaryForm.safeParse({ ...beneficiary, beneficiary_percentage: '101' }))).toEqual([
      'beneficiary_percentage',
    ]);
    expect(
      pathsOf(
        saveBeneficiaryInfoBody.safeParse({ enrollment_id: 'AbCdEfGhIjKlMnOpQrStUv', beneficiaries: [{}] }),
      ),
    ).toContain('beneficiaries.0.first_name');
  });

  const noAnswers = {
    condition_questions: [{ question_id: 1, yes_no_flag: 0 }],
    medication_question: { question_id: 9, yes_no_flag: 0 },
  };
  it('asks for the details a yes reveals, and for every field of a filled medication row', () => {
    expect(healthInfoForm.safeParse(noAnswers).success).toBe(true);
    const r = healthInfoForm.safeParse({
      condition_questions: [{ question_id: 1, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma' }] }],
      medication_question: {
        question_id: 9,
        yes_no_flag: 1,
        medications: [
          { medication: 'Albuterol', dosage: '90mcg', medical_condition: 'Asthma' },
          { medication: 'X' },
          {},
        ],
      },
    });
    expect(pathsOf(r)).toEqual([
      'condition_questions.0.conditions.0.date_of_onset',
      'condition_questions.0.conditions.0.is_treatment',
      'condition_questions.0.conditions.0.is_medicate',
      'medication_question.medications.1.dosage',
      'medication_question.medications.1.medical_condition',
    ]);
  });

  it('takes a dependent with gender 0/1 only', () => {
    const dep = {
      primary_info: {
        first_name: 'Kim',
        last_name: 'Lee',
        birthdate: '03/04/2015',
        ssn: '123456789',
        relationship: 'child',
        gender: '1',
        employed: '0',
      },
    };
    expect(dependentForm.safeParse(dep).success).toBe(true);
    expect(pathsOf(dependentForm.safeParse({ primary_info: { ...dep.primary_info, gender: 2 } }))).toEqual([
      'primary_info.gender',
    ]);
    expect(
      pathsOf(
        dependentForm.safeParse({
          ...dep,
          health_info: { ...noAnswers, condition_questions: [{ question_id: 1, yes_no_flag: 1 }] },
        }),
      ),
    ).toContain('health_info.condition_questions.0.conditions.0.health_condition');
  });
});

describe('save-later drafts', () => {
  it('keep half-filled steps but never a malformed value', () => {
    expect(saveLaterDrafts.primary_info.safeParse({ first_name: 'Ana' }).success).toBe(true);
    expect(pathsOf(saveLaterDrafts.primary_info.safeParse({ ssn: '123' }))).toEqual(['ssn']);
    expect(
      saveLaterDrafts.dependent_info.safeParse({ dependents: [{ primary_info: { first_name: 'Kim' } }] })
        .success,
    ).toBe(true);
  });
});
