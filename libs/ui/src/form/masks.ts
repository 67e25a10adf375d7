/**
 * How digits are grouped while typed (issue 32). Display only: the form keeps the digits, so what
 * is validated and sent to the API never changes. Anything but digits (a stored *****1234) is
 * shown as it is.
 */
const grouped = (groups: (d: string) => string) => (v: string) => (/^\d*$/.test(v) ? groups(v) : v);

/** 123-45-6789 */
export const groupSsn = grouped((d) =>
  d.length <= 3
    ? d
    : d.length <= 5
      ? `${d.slice(0, 3)}-${d.slice(3)}`
      : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`,
);

/** (555) 123-4567; no trailing separator, so Backspace always removes a digit. */
export const groupPhone = grouped((d) =>
  !d
    ? ''
    : d.length <= 3
      ? `(${d}`
      : d.length <= 6
        ? `(${d.slice(0, 3)}) ${d.slice(3)}`
        : `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
);

/** 4111 1111 1111 1111 */
export const groupCard = grouped((d) => d.replace(/(\d{4})(?=\d)/g, '$1 '));
