/**
 * `Intl.NumberFormat`s kept per locale and options, as `plural.ts` keeps its rules. The first one a
 * page makes loads the browser's number data: 40-55 ms in headless Chromium here, and 112 ms when
 * the camera view made it on a render of the live view, next to the worker's work. Later ones cost
 * about 0.1 ms, but that view re-renders on every camera frame.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** The formatter for `locale` with `options`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (f === undefined) {
    f = new Intl.NumberFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** Options for exactly `digits` digits after the point. */
export const fixedDigits = (digits: number): Intl.NumberFormatOptions => ({ maximumFractionDigits: digits, minimumFractionDigits: digits });
