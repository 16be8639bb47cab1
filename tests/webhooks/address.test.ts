import { describe, expect, it } from "vitest";
import { isPublicAddress, parseInternalHosts, resolveForSend, staticAddressProblem, type Lookup } from "@/lib/webhooks/address";

const LIVE = { sandboxWebhook: false, sandboxMode: false };
const SANDBOX = { sandboxWebhook: true, sandboxMode: true };

const answering = (...addresses: string[]): Lookup => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("webhook address rules before lookup", () => {
  it.each([
    "https://hooks.example.com/in",
    "https://hooks.example.com:443/in",
    "https://hooks.example.com:8443/in",
    "https://hooks.example.com:1024/in",
  ])("accepts %s", (url) => {
    expect(staticAddressProblem(url, LIVE)).toBeNull();
  });

  it.each([
    ["http://hooks.example.com/in", /https/],
    ["https://user:pass@hooks.example.com/in", /user name or password/],
    ["https://user@hooks.example.com/in", /user name or password/],
    ["https://hooks.example.com:80/in", /port/],
    ["https://hooks.example.com:22/in", /port/],
    ["https://hooks.example.com:1023/in", /port/],
    ["https://localhost/in", /public host/],
    ["https://localhost:8443/in", /public host/],
    ["https://api.localhost/in", /public host/],
    ["https://printer.local/in", /public host/],
    ["https://db.internal/in", /public host/],
    ["https://intranet/in", /public host/],
    ["https://127.0.0.1/in", /not an IP/],
    ["https://10.0.0.1/in", /not an IP/],
    ["https://93.184.216.34/in", /not an IP/],
    ["https://[::1]/in", /not an IP/],
    ["https://[2001:db8::1]/in", /not an IP/],
    ["not a url", /absolute URL/],
  ])("refuses %s", (url, why) => {
    expect(staticAddressProblem(url, LIVE)).toMatch(why);
  });

  it("a local receiver needs a sandbox webhook and sandbox mode", () => {
    expect(staticAddressProblem("http://localhost:4000/in", SANDBOX)).toBeNull();
    expect(staticAddressProblem("http://127.0.0.1:4000/in", SANDBOX)).toBeNull();
    expect(staticAddressProblem("http://localhost:4000/in", { sandboxWebhook: true, sandboxMode: false })).toMatch(/sandbox mode/);
    expect(staticAddressProblem("http://localhost:4000/in", { sandboxWebhook: false, sandboxMode: true })).toMatch(/sandbox: true/);
    // Without a port it is no local receiver, and plain http is refused.
    expect(staticAddressProblem("http://localhost/in", SANDBOX)).toMatch(/https/);
  });
});

describe("public addresses", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "::1",
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "169.254.169.254",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "febf::1",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "0.0.0.0",
    "::",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "not-an-ip",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "172.15.255.255", "2606:4700::1111", "::ffff:93.184.216.34"])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("resolving at send time", () => {
  it("connects to the public address that was checked", async () => {
    expect(await resolveForSend("https://hooks.example.com/in", LIVE, answering("93.184.216.34"))).toEqual({ ok: true, address: "93.184.216.34", family: 4 });
    expect(await resolveForSend("https://hooks.example.com/in", LIVE, answering("2606:4700::1111"))).toEqual({ ok: true, address: "2606:4700::1111", family: 6 });
  });

  it.each(["127.0.0.1", "10.1.2.3", "172.16.5.5", "192.168.0.10", "169.254.169.254", "::1", "fc00::5", "fe80::5", "::ffff:10.0.0.1"])("refuses a name resolving to %s", async (address) => {
    const r = await resolveForSend("https://hooks.example.com/in", LIVE, answering(address));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not public/);
  });

  it("one private answer among public ones refuses the name", async () => {
    const r = await resolveForSend("https://hooks.example.com/in", LIVE, answering("93.184.216.34", "10.0.0.1"));
    expect(r.ok).toBe(false);
  });

  it("a failed or empty lookup is an error, and a statically refused URL is never looked up", async () => {
    let asked = 0;
    const failing: Lookup = async () => {
      asked++;
      throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
    };
    expect(await resolveForSend("https://hooks.example.com/in", LIVE, failing)).toEqual({ ok: false, error: "could not resolve hooks.example.com: ENOTFOUND" });
    expect((await resolveForSend("https://hooks.example.com/in", LIVE, answering())).ok).toBe(false);
    asked = 0;
    expect((await resolveForSend("http://hooks.example.com/in", LIVE, failing)).ok).toBe(false);
    expect((await resolveForSend("https://user:pass@hooks.example.com/in", LIVE, failing)).ok).toBe(false);
    expect(asked).toBe(0);
  });

  it("a sandbox receiver connects to loopback without a lookup, in sandbox mode only", async () => {
    expect(await resolveForSend("http://localhost:4000/in", SANDBOX, answering("10.0.0.1"))).toEqual({ ok: true, address: "127.0.0.1", family: 4 });
    expect((await resolveForSend("http://localhost:4000/in", { sandboxWebhook: true, sandboxMode: false })).ok).toBe(false);
  });

  it("a host named in WEBHOOK_INTERNAL_HOSTS connects to its pinned private address, without a lookup; other names stay public-only", async () => {
    const internalHosts = parseInternalHosts("hooks.crm.example=10.0.4.7, Rx.Ops.Example=::1");
    const rules = { ...LIVE, internalHosts };
    const never: Lookup = () => Promise.reject(new Error("no lookup expected"));
    expect(await resolveForSend("https://hooks.crm.example:8443/in", rules, never)).toEqual({ ok: true, address: "10.0.4.7", family: 4 });
    expect(await resolveForSend("https://rx.ops.example/in", rules, never)).toEqual({ ok: true, address: "::1", family: 6 });
    // https and the other rules still apply to an internal host.
    expect((await resolveForSend("http://hooks.crm.example/in", rules, never)).ok).toBe(false);
    expect((await resolveForSend("https://other.example/in", rules, answering("10.0.4.7"))).ok).toBe(false);
  });

  it.each(["hooks.crm.example", "hooks.crm.example=not-an-ip", "10.0.0.1=10.0.0.2", "nodot=10.0.0.1", "a.example=10.0.0.1=x"])("WEBHOOK_INTERNAL_HOSTS refuses %s, naming the setting", (raw) => {
    expect(() => parseInternalHosts(raw)).toThrow(/WEBHOOK_INTERNAL_HOSTS/);
  });
});
