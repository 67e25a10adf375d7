import { describe, expect, it } from 'vitest';
import type { MailBrand } from '../mail/layout';
import { renderSaveLaterMail } from './save-later-mail';

const brand: MailBrand = {
  name: 'Summit <Benefit> Advisors',
  logoUrl: 'http://localhost:4200/tenant-assets/summit-benefits/logo.svg',
  primary: '#1b5e3b',
  phone: '(303) 555-0187',
  email: 'advisors@summit-benefits.example',
};
const view = {
  brand,
  code: 'K7QP-2M9X',
  expiresOn: '12/31/2026',
  continueUrl: 'http://localhost:4200/continue-enrollment',
  link: 'http://localhost:4200/direct-continue/YWJj/cHJpbWFyeV9pbmZv',
};

describe('the save-later code mail', () => {
  it('in English: subject, code, expiry, link, the tenant and its contact line', () => {
    const mail = renderSaveLaterMail(view, 'en');
    expect(mail.subject).toBe('Your code to continue your enrollment with Summit <Benefit> Advisors');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('K7QP-2M9X');
    expect(mail.html).toContain('Your enrollment with Summit &lt;Benefit&gt; Advisors is saved.');
    expect(mail.html).toContain(
      '<a href="http://localhost:4200/continue-enrollment" style="color:#1b5e3b;">',
    );
    expect(mail.html).toContain('The code works until 12/31/2026.');
    expect(mail.html).toContain('href="http://localhost:4200/direct-continue/YWJj/cHJpbWFyeV9pbmZv"');
    expect(mail.html).toContain('Continue my enrollment</a>');
    expect(mail.html).not.toContain('<Benefit>');
    expect(mail.text).toContain('open http://localhost:4200/continue-enrollment and enter this code');
    expect(mail.text).toContain('\nK7QP-2M9X\n');
    expect(mail.text).toContain(
      'Questions? Call (303) 555-0187 or write to advisors@summit-benefits.example.',
    );
  });

  it('in Spanish: the same mail with every text translated', () => {
    const mail = renderSaveLaterMail(view, 'es');
    expect(mail.subject).toBe('Su código para continuar su inscripción con Summit <Benefit> Advisors');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<title>Continúe su inscripción</title>');
    expect(mail.html).toContain('Guardamos su inscripción con Summit &lt;Benefit&gt; Advisors.');
    expect(mail.html).toContain('El código es válido hasta el 12/31/2026.');
    expect(mail.html).toContain('Continuar mi inscripción</a>');
    expect(mail.text).toContain(
      'O continúe directamente con este enlace: http://localhost:4200/direct-continue/',
    );
    expect(mail.html).toContain('K7QP-2M9X');
    expect(mail.text).toContain('¿Tiene preguntas? Llame al (303) 555-0187');
    expect(mail.text).toContain('Si usted no solicitó este código, puede ignorar este correo electrónico.');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\b(Your|code works|Questions|If you)\b/);
  });
});
