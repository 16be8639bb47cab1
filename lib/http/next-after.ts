/** Imported by Next.js route files only: work after the answer runs through Next's `after()`. */
import { after } from "next/server";
import { installAfter } from "./after";

installAfter(after);
