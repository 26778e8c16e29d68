/**
 * Plural forms by the language's own rules (CLDR, through `Intl.PluralRules`), not by `n === 1`:
 * English and German have "one" and "other", Japanese only "other", and a language added later
 * may have "few" or "many" (Polish, Russian), which a `=== 1` test would silently get wrong.
 * `other` is required, every other category optional (it falls back to `other`).
 */
export type PluralForms = { readonly other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `locale` uses for the count `n`. */
export function plural(locale: string, n: number, forms: PluralForms): string {
  let r = rules.get(locale);
  if (r === undefined) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  return forms[r.select(n)] ?? forms.other;
}
