/** The words and places generated worlds are made of. */

/** Name, country, time zone, latitude, longitude, currency. */
export const CITIES = [
  ["Berlin", "DE", "Europe/Berlin", 52.52, 13.405, "EUR"],
  ["Hamburg", "DE", "Europe/Berlin", 53.5511, 9.9937, "EUR"],
  ["Leipzig", "DE", "Europe/Berlin", 51.3397, 12.3731, "EUR"],
  ["Cologne", "DE", "Europe/Berlin", 50.9375, 6.9603, "EUR"],
  ["Amsterdam", "NL", "Europe/Amsterdam", 52.3676, 4.9041, "EUR"],
  ["Rotterdam", "NL", "Europe/Amsterdam", 51.9244, 4.4777, "EUR"],
  ["Paris", "FR", "Europe/Paris", 48.8566, 2.3522, "EUR"],
  ["Lyon", "FR", "Europe/Paris", 45.764, 4.8357, "EUR"],
  ["Brussels", "BE", "Europe/Brussels", 50.8503, 4.3517, "EUR"],
  ["Antwerp", "BE", "Europe/Brussels", 51.2194, 4.4025, "EUR"],
  ["London", "GB", "Europe/London", 51.5072, -0.1276, "GBP"],
  ["Manchester", "GB", "Europe/London", 53.4808, -2.2426, "GBP"],
  ["Madrid", "ES", "Europe/Madrid", 40.4168, -3.7038, "EUR"],
  ["Barcelona", "ES", "Europe/Madrid", 41.3874, 2.1686, "EUR"],
  ["Lisbon", "PT", "Europe/Lisbon", 38.7223, -9.1393, "EUR"],
  ["Milan", "IT", "Europe/Rome", 45.4642, 9.19, "EUR"],
  ["Rome", "IT", "Europe/Rome", 41.9028, 12.4964, "EUR"],
  ["Vienna", "AT", "Europe/Vienna", 48.2082, 16.3738, "EUR"],
  ["Zurich", "CH", "Europe/Zurich", 47.3769, 8.5417, "CHF"],
  ["Copenhagen", "DK", "Europe/Copenhagen", 55.6761, 12.5683, "DKK"],
  ["Stockholm", "SE", "Europe/Stockholm", 59.3293, 18.0686, "SEK"],
  ["Oslo", "NO", "Europe/Oslo", 59.9139, 10.7522, "NOK"],
  ["Warsaw", "PL", "Europe/Warsaw", 52.2297, 21.0122, "PLN"],
  ["Prague", "CZ", "Europe/Prague", 50.0755, 14.4378, "CZK"],
  ["Kyiv", "UA", "Europe/Kyiv", 50.4501, 30.5234, "UAH"],
  ["Dublin", "IE", "Europe/Dublin", 53.3498, -6.2603, "EUR"],
  ["New York", "US", "America/New_York", 40.7128, -74.006, "USD"],
  ["Chicago", "US", "America/Chicago", 41.8781, -87.6298, "USD"],
  ["Los Angeles", "US", "America/Los_Angeles", 34.0522, -118.2437, "USD"],
  ["Mexico City", "MX", "America/Mexico_City", 19.4326, -99.1332, "MXN"],
  ["São Paulo", "BR", "America/Sao_Paulo", -23.5505, -46.6333, "BRL"],
  ["Tokyo", "JP", "Asia/Tokyo", 35.6762, 139.6503, "JPY"],
  ["Melbourne", "AU", "Australia/Melbourne", -37.8136, 144.9631, "AUD"],
  ["Cape Town", "ZA", "Africa/Johannesburg", -33.9249, 18.4241, "ZAR"],
] as const;
export type City = (typeof CITIES)[number];

export const GENRES = ["Techno", "House", "Jazz", "Ambient", "Drum & Bass", "Disco", "Hip-Hop", "Indie", "Rock", "Electronica", "Soul", "Afrobeat", "Reggae", "Folk", "Classical", "Experimental"];
export const FIRST = ["Ada", "Bram", "Cleo", "Dmitri", "Esme", "Femi", "Greta", "Hugo", "Iris", "Jonas", "Kaya", "Luca", "Mira", "Nico", "Oona", "Pablo", "Quinn", "Rosa", "Sami", "Tove", "Uma", "Vik", "Wren", "Xavi", "Yara", "Zeno"];
export const LAST = ["Volt", "Okafor", "Marsh", "Lau", "Quill", "Adeyemi", "Berg", "Cruz", "Dahl", "Eze", "Fontaine", "Grau", "Holm", "Ito", "Jansen", "Kovac", "Lind", "Moreau", "Nakamura", "Ortiz", "Petrov", "Rossi", "Silva", "Tanaka", "Varga", "Weiss"];
export const ALIAS_A = ["Night", "Deep", "Velvet", "Neon", "Solar", "Hollow", "Static", "Lunar", "Amber", "Paper", "Glass", "Iron"];
export const ALIAS_B = ["Shift", "Signal", "Tides", "Machines", "Echoes", "Orchard", "Engine", "Parade", "Garden", "Theory", "Circuit", "Choir"];
export const PROMO_A = ["Volt", "Harbour", "Outside", "Afterhours", "Basement", "Rooftop", "Warehouse", "Sunday", "Lowlight", "Northern", "Kinetic", "Open Air"];
export const PROMO_B = ["Collective", "Sessions", "Promotions", "Society", "Club", "Records", "Nights", "Agency", "Presents", "Sound System"];
export const VENUE_A = ["Tresor", "Quay", "Field", "Arch", "Foundry", "Lantern", "Canal", "Atlas", "Vault", "Harbour", "Orbit", "Granary"];
export const VENUE_B = ["Hall", "Club", "Stage", "Warehouse", "Theatre", "Garden", "Loft", "Arena", "Room", "Pavilion"];
export const EVENT_A = ["Volt", "Deep", "Late", "Quiet", "Open", "Night", "Sunrise", "Long", "Slow", "Bright"];
export const EVENT_B = ["Night", "Hours", "Session", "Weekender", "Sessions", "Gathering", "Marathon", "Rituals", "Frequencies", "Matinee"];
export const STAGES = ["Main", "Club", "Garden", "Forest", "Tent", "Lake", "Dome", "Terrace"];
export const LAYOUTS = ["standing", "seated", "theatre", "cabaret", "banquet", "cocktail", "classroom"] as const;
