/**
 * Text the feeds write themselves, in the request's `locale` (en fr de es it nl uk). Organisers'
 * text (titles, descriptions, names) is never translated.
 */
import type { Locale } from "@/lib/http/locale";

interface Labels {
  calendarOf: (name: string) => string;
  lineup: string;
  tickets: string;
}

const LABELS: Record<Locale, Labels> = {
  en: { calendarOf: (n) => `Events of ${n}`, lineup: "Line-up", tickets: "Tickets and info" },
  fr: { calendarOf: (n) => `Événements de ${n}`, lineup: "Programmation", tickets: "Billets et infos" },
  de: { calendarOf: (n) => `Events von ${n}`, lineup: "Line-up", tickets: "Tickets und Infos" },
  es: { calendarOf: (n) => `Eventos de ${n}`, lineup: "Cartel", tickets: "Entradas e información" },
  it: { calendarOf: (n) => `Eventi di ${n}`, lineup: "Line-up", tickets: "Biglietti e informazioni" },
  nl: { calendarOf: (n) => `Evenementen van ${n}`, lineup: "Line-up", tickets: "Tickets en info" },
  uk: { calendarOf: (n) => `Події: ${n}`, lineup: "Лайн-ап", tickets: "Квитки та інформація" },
};

export const labels = (locale: Locale): Labels => LABELS[locale] ?? LABELS.en;
