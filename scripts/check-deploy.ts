/**
 * `npm run check:deploy`: reads the environment as the server does (Next.js's .env files
 * included) and prints what each seam resolves to and why a setting is refused; exit code 1 when
 * anything is. `--quiet`: print only when refused (npm start runs it so). `--if-vercel`: do
 * nothing unless VERCEL=1 (the build runs it so: a misconfigured deployment fails at build).
 */
import nextEnv from "@next/env";
import { checkDeploy, formatCheck } from "@/lib/config/deploy-check";

const args = new Set(process.argv.slice(2));
if (args.has("--if-vercel") && process.env.VERCEL !== "1") process.exit(0);
// `next start` and `next build` load these files into the environment before the app reads it.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
const check = checkDeploy(process.env);
if (!check.ok || !args.has("--quiet")) console.log(formatCheck(check));
process.exit(check.ok ? 0 : 1);
