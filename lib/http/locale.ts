export const LOCALES = ["en", "fr", "de", "es", "it", "nl", "uk"] as const;
export type Locale = (typeof LOCALES)[number];

/** `fr-BE` reads as `fr`; the language part decides. Null when unsupported. */
export function parseLocale(value: string): Locale | null {
  const lang = value.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : null;
}
