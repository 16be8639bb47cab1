/**
 * A file that holds the secrets key (SECRETS_KEY_FILE, or sandbox's own inside the embedded
 * database's folder): only its owner may read or write it. A file others can read gives the key
 * away; one others can write lets them plant a key they know. Either is refused at start and by
 * the deploy check, naming the path and the mode it needs. Here, below the app, because the deploy
 * check reads it too.
 */
import fs from "node:fs";
import path from "node:path";

/** The mode a key file must have (read and write for its owner only). */
export const KEY_FILE_MODE = 0o600;

const octal = (mode: number) => `0${(mode & 0o777).toString(8).padStart(3, "0")}`;

/** Where sandbox keeps its key when SECRETS_KEY_FILE names no other place: inside the data folder it seals. */
export const sandboxKeyPath = (pgliteDir: string, keyFile: string | null): string => keyFile ?? path.join(pgliteDir, "secrets.key");

/**
 * Why `file` may not hold the key, or null when it may (or does not exist yet). `named` is the
 * setting that chose the file, for the operator to look at.
 */
export function keyFileRefusal(file: string, named: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    return `${file} (${named}) cannot be read: ${(e as Error).message}`;
  }
  if (!stat.isFile()) return `${file} (${named}) is not a file`;
  if (stat.mode & 0o077) return `${file} (${named}) has mode ${octal(stat.mode)}: others can read or write it. It needs mode ${octal(KEY_FILE_MODE)} (chmod 600 ${file}), or make a new key`;
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) return `${file} (${named}) belongs to another user (uid ${stat.uid}): it needs to be this user's, mode ${octal(KEY_FILE_MODE)}`;
  return null;
}
