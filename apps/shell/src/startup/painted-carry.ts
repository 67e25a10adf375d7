/**
 * What a visitor did on the server's painted landing before the app took over (ADR 0032): what
 * they typed or chose in its form, and where their keyboard focus was. The painted copy is real
 * HTML: its links work before any script runs and its form once the shell's does
 * (painted-landing.ts); when the app replaces it, nothing typed may be lost and a keyboard user
 * must not be thrown back to the top of the page.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

const byName = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);

/**
 * The app's element that an element of the painted copy stands for: the field of the same name,
 * the link to the same address, the element of the same fixed id (the main landmark), or the
 * button of the same name at the same place among its namesakes (About, Menu, the language).
 */
export function counterpart(painted: HTMLElement, host: HTMLElement, el: Element): HTMLElement | null {
  if (isControl(el) && el.name) return byName(host, el.name);
  const href = el.getAttribute('href');
  if (el.tagName === 'A' && href != null)
    return host.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`);
  // React's generated ids (useId) differ between the two renders; fixed ids are the same. By
  // attribute: the id is in the page twice until the copy goes (jsdom's `#id` finds the first only).
  if (el.id && !el.id.startsWith('_')) return host.querySelector<HTMLElement>(`[id="${CSS.escape(el.id)}"]`);
  if (el.tagName !== 'BUTTON') return null;
  const same = (root: HTMLElement) =>
    [...root.querySelectorAll('button')].filter((b) => b.textContent === el.textContent);
  return same(host)[same(painted).indexOf(el as HTMLButtonElement)] ?? null;
}

const changed = (field: Control) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((o) => o.selected !== o.defaultSelected)
    : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/** Sets a field as typing would: through the element's own setter, then input and change events, so React and react-hook-form see it. */
function typeInto(field: Control, from: Control) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  if (field.value === from.value) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, from.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Where the caret was in a text field, so typing goes on at the same place. */
function caretOf(el: Element): [number, number] | null {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
    ? el.selectionStart == null
      ? null
      : [el.selectionStart, el.selectionEnd ?? el.selectionStart]
    : null;
}

/**
 * Carries the visitor's input from the painted copy to the app, while both are in the page, and
 * answers how to give their focus back once the app shows (the app is hidden until then).
 */
export function carryOver(painted: HTMLElement, host: HTMLElement): () => void {
  for (const field of painted.querySelectorAll<Control>('input[name], select[name], textarea[name]')) {
    if (!changed(field)) continue;
    const twin = counterpart(painted, host, field);
    if (twin && isControl(twin)) typeInto(twin, field);
  }
  const active = document.activeElement;
  const twin =
    active && active !== painted && painted.contains(active) ? counterpart(painted, host, active) : null;
  const caret = active && caretOf(active);
  const value = active && isControl(active) ? active.value : null;
  return () => {
    if (!twin) return;
    twin.focus({ preventScroll: true });
    if (!caret || !(twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement)) return;
    // The app may write the same text its own way (a birth date's slashes): the same offset would
    // then fall inside it, and what the visitor goes on typing would land in the middle. A caret
    // at the end stays at the end; one inside text the app rewrote goes to its end too.
    const atEnd = caret[0] === caret[1] && caret[1] === value?.length;
    const place: [number, number] =
      atEnd || twin.value !== value ? [twin.value.length, twin.value.length] : caret;
    try {
      twin.setSelectionRange(...place);
    } catch {
      // A field kind without a caret (a date, a number): focus is enough.
    }
  };
}
