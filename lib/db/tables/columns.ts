/** Column types every table file shares. */
import { customType, timestamp } from "drizzle-orm/pg-core";

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const intArray = customType<{ data: number[]; driverData: number[] }>({ dataType: () => "integer[]" });
export const textArray = customType<{ data: string[]; driverData: string[] }>({ dataType: () => "text[]" });
