/**
 * A detached copy of a step as the person left it, taken in the click that moves on: the DOM
 * cloned with what was typed written into it (a clone keeps attributes, not the live values of
 * fields) and each canvas (the signature) as an image. Drawing the picture from the copy later,
 * after the next step is on screen, keeps html2canvas off the Next path (issue 31).
 */

// Numbers the server keeps only masked or never (DESIGN §5): the picture shows no more of them.
const LAST_FOUR = new Set(['card_number', 'account_number', 'routing_number', 'ssn']);
const NONE = new Set(['security_code']);
const fieldName = (el: Element) => (el.getAttribute('name') ?? '').split('.').pop() ?? '';

/** What a picture shows of a field's value. */
export function pictureValue(name: string, value: string): string {
  const digits = value.replace(/\D/g, '');
  if (NONE.has(name)) return value ? '•••' : '';
  if (LAST_FOUR.has(name) && digits.length > 4) return `•••• ${digits.slice(-4)}`;
  return value;
}

export interface StepCopy {
  node: HTMLElement;
  width: number;
}

export function copyStep(node: HTMLElement): StepCopy {
  const copy = node.cloneNode(true) as HTMLElement;
  const live = node.querySelectorAll('input, textarea, select, canvas');
  const copied = copy.querySelectorAll('input, textarea, select, canvas');
  live.forEach((el, i) => {
    const to = copied[i];
    if (!to) return;
    // Both the property and the attribute: a clone of an edited field keeps its edited value (the
    // property wins over the attribute), and html2canvas copies the copy once more.
    if (el instanceof HTMLInputElement && to instanceof HTMLInputElement) {
      if (el.type === 'checkbox' || el.type === 'radio') {
        to.checked = el.checked;
        to.toggleAttribute('checked', el.checked);
      } else {
        to.value = pictureValue(fieldName(el), el.value);
        to.setAttribute('value', to.value);
      }
    } else if (el instanceof HTMLTextAreaElement && to instanceof HTMLTextAreaElement) {
      to.value = el.value;
      to.textContent = el.value;
    } else if (el instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
      Array.from(to.options).forEach((o, j) => o.toggleAttribute('selected', j === el.selectedIndex));
      to.selectedIndex = el.selectedIndex;
    } else if (el instanceof HTMLCanvasElement) {
      const img = document.createElement('img');
      img.className = el.className;
      img.width = el.clientWidth || el.width;
      img.height = el.clientHeight || el.height;
      try {
        img.src = el.toDataURL('image/png');
      } catch {
        /* a test DOM without canvas: an empty frame */
      }
      to.replaceWith(img);
    }
  });
  // The next step shows the same ids (its heading): the copy carries none while it is attached.
  copy.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
  copy.removeAttribute('id');
  return { node: copy, width: node.getBoundingClientRect().width };
}
