/**
 * Which cell styles of a workbook show a number as a date, so a date cell reads as the date a
 * person sees (exceljs did the same): Excel's built-in date formats, or a custom format whose code
 * has day, month, year or time letters outside quotes and brackets.
 */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

export const isDateFormat = (code: string) =>
  /[ymdhs]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Collects styles.xml as it streams by: custom formats, then the cell formats (`s` indexes them). */
export function dateStyleReader() {
  const custom = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  return {
    open(name: string, attr: Record<string, string>) {
      if (name === 'numFmt') custom.set(Number(attr.numFmtId), attr.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) xfFormats.push(Number(attr.numFmtId ?? 0));
    },
    close(name: string) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    /** The style indexes whose numbers are dates. */
    dateStyles(): Set<number> {
      const out = new Set<number>();
      xfFormats.forEach((id, i) => {
        const code = custom.get(id);
        if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(id)) out.add(i);
      });
      return out;
    },
  };
}

/** An Excel serial day number as YYYY-MM-DD (the 1900 system, or 1904 when the workbook says so). */
export function serialToIsoDate(serial: number, date1904: boolean): string {
  const days = serial + (date1904 ? 1462 : 0) - 25569;
  return new Date(Math.round(days * 86_400_000)).toISOString().slice(0, 10);
}
