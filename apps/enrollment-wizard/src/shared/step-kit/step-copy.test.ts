import { describe, expect, it } from 'vitest';
import { copyStep, pictureValue } from './step-copy';

function step(html: string) {
  const section = document.createElement('section');
  section.innerHTML = html;
  document.body.append(section);
  return section;
}

describe('the copy of a step its picture is drawn from', () => {
  it('carries what was typed, chosen and ticked, not the attributes the page started with', () => {
    const node = step(`
      <h1 id="wizard-step-title">Contact Information</h1>
      <input name="city" value="">
      <textarea name="additional_notes"></textarea>
      <select name="state"><option value="CA">CA</option><option value="NY">NY</option></select>
      <input type="checkbox" name="with_validation">`);
    node.querySelector<HTMLInputElement>('[name=city]')!.value = 'San Francisco';
    node.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Call after 5 pm';
    node.querySelector<HTMLSelectElement>('select')!.value = 'NY';
    node.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true;

    const { node: copy } = copyStep(node);
    expect(copy.isConnected).toBe(false);
    expect(copy.querySelector<HTMLInputElement>('[name=city]')!.value).toBe('San Francisco');
    expect(copy.querySelector('[name=city]')!.getAttribute('value')).toBe('San Francisco');
    expect(copy.querySelector('textarea')!.value).toBe('Call after 5 pm');
    expect(copy.querySelector('select')!.value).toBe('NY');
    expect(copy.querySelector('option[value=NY]')!.hasAttribute('selected')).toBe(true);
    expect(copy.querySelector('option[value=CA]')!.hasAttribute('selected')).toBe(false);
    expect(copy.querySelector<HTMLInputElement>('[type=checkbox]')!.checked).toBe(true);
    // The next step's heading has the same id: the copy, attached while it is drawn, has none.
    expect(copy.querySelector('[id]')).toBeNull();
    expect(copy.querySelector('h1')!.textContent).toBe('Contact Information');
  });

  it('is taken at once: what changes afterwards is not in it', () => {
    const node = step('<input name="first_name">');
    const input = node.querySelector('input')!;
    input.value = 'Ana';
    const { node: copy } = copyStep(node);
    input.value = 'Changed';
    node.remove();
    expect(copy.querySelector('input')!.getAttribute('value')).toBe('Ana');
  });

  it('shows a card, account or SSN by its last four digits and never the security code', () => {
    const node = step(`
      <input name="card_number"><input name="security_code"><input name="account_number">
      <input name="dependents.0.ssn"><input name="first_name_on_cc">`);
    const set = (n: string, v: string) => (node.querySelector<HTMLInputElement>(`[name="${n}"]`)!.value = v);
    set('card_number', '4111 1111 1111 1111');
    set('security_code', '737');
    set('account_number', '987654321012');
    set('dependents.0.ssn', '523-45-6789');
    set('first_name_on_cc', 'Ana');
    const { node: copy } = copyStep(node);
    // What is drawn is the field's value (a clone keeps the edited value over the attribute).
    const value = (n: string) => {
      const input = copy.querySelector<HTMLInputElement>(`[name="${n}"]`)!;
      expect(input.getAttribute('value')).toBe(input.value);
      return input.value;
    };
    expect(value('card_number')).toBe('•••• 1111');
    expect(value('security_code')).toBe('•••');
    expect(value('account_number')).toBe('•••• 1012');
    expect(value('dependents.0.ssn')).toBe('•••• 6789');
    expect(value('first_name_on_cc')).toBe('Ana');
    expect(copy.outerHTML).not.toContain('737');
    expect(copy.outerHTML).not.toContain('4111 1111');
  });

  it('turns the signature canvas into an image of the same size', () => {
    const node = step('<canvas class="pad" width="300" height="120"></canvas>');
    const { node: copy } = copyStep(node);
    expect(copy.querySelector('canvas')).toBeNull();
    const img = copy.querySelector('img')!;
    expect(img.className).toBe('pad');
    expect(img.width).toBe(300);
  });

  it('leaves an empty field empty', () => {
    expect(pictureValue('security_code', '')).toBe('');
    expect(pictureValue('card_number', '41')).toBe('41');
  });
});
