/** Semantic checks of crew members and their admin tokens. */
import { hashToken } from "../../auth/token";
import { arr, get, str, type Checker, type Path } from "./checker";
import { formatPath } from "./problems";

/**
 * Within a crew: each email once; one owner, and it is the crew's owner_email (so the owner_email
 * is never listed with a lesser role); admin_token or admin_token_hash, not both. Across the
 * world: an admin token belongs to one member (a given token and a given hash count as the same).
 */
export function checkMembers(c: Checker, crews: unknown[]): void {
  const tokens: { value: string | undefined; path: Path }[] = [];
  crews.forEach((crew, i) => {
    const ownerEmail = str(get(crew, "owner_email"))?.toLowerCase();
    const members = arr(get(crew, "members"));
    const p: Path = ["crews", i, "members"];
    c.unique(members, (m, j) => ({ value: str(get(m, "email"))?.toLowerCase(), path: [...p, j, "email"], label: `member ${JSON.stringify(get(m, "email"))}` }));
    let owner: Path | null = null;
    members.forEach((m, j) => {
      const email = str(get(m, "email"))?.toLowerCase();
      const role = get(m, "role");
      if (role === "owner") {
        if (owner) c.add([...p, j, "role"], `a crew has one owner (first at ${formatPath(owner)})`);
        else owner = [...p, j, "role"];
        if (email !== undefined && ownerEmail !== undefined && email !== ownerEmail) c.add([...p, j, "email"], `the owner is the crew's owner_email (${JSON.stringify(ownerEmail)})`);
      } else if (typeof role === "string" && email !== undefined && email === ownerEmail) {
        c.add([...p, j, "role"], `${email} is the crew's owner_email, so its role is owner`);
      }
      const token = str(get(m, "admin_token"));
      const hash = str(get(m, "admin_token_hash"));
      if (token !== undefined && hash !== undefined) c.add([...p, j, "admin_token_hash"], "give admin_token or admin_token_hash, not both");
      tokens.push({ value: token !== undefined ? hashToken(token) : hash, path: [...p, j, token !== undefined ? "admin_token" : "admin_token_hash"] });
    });
  });
  c.unique(tokens, (_, k) => ({ value: tokens[k]!.value, path: tokens[k]!.path, label: "admin token (two members cannot share one)" }));
}
