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

// Spec (issue 25, part 4): "Allow IPv6 only in 2000::/3 and judge IPv4-mapped and -compatible
// forms as the IPv4 address they carry." One row per class of address.
const ADDRESS_CLASSES: [address: string, isPublic: boolean, what: string][] = [
  ["93.184.216.34", true, "IPv4 global unicast"],
  ["8.8.8.8", true, "IPv4 global unicast"],
  ["172.32.0.1", true, "IPv4 just above 172.16/12"],
  ["172.15.255.255", true, "IPv4 just below 172.16/12"],
  ["0.0.0.0", false, "IPv4 this network 0/8"],
  ["127.0.0.1", false, "IPv4 loopback"],
  ["127.8.9.10", false, "IPv4 loopback"],
  ["10.0.0.1", false, "IPv4 private 10/8"],
  ["10.255.255.255", false, "IPv4 private 10/8"],
  ["172.16.0.1", false, "IPv4 private 172.16/12"],
  ["172.31.255.254", false, "IPv4 private 172.16/12"],
  ["192.168.1.1", false, "IPv4 private 192.168/16"],
  ["100.64.0.1", false, "IPv4 shared (carrier-grade NAT) 100.64/10"],
  ["169.254.169.254", false, "IPv4 link-local (cloud metadata)"],
  ["192.0.0.1", false, "IPv4 IETF protocol assignments 192.0.0/24"],
  ["192.0.2.1", false, "IPv4 documentation TEST-NET-1"],
  ["198.51.100.1", false, "IPv4 documentation TEST-NET-2"],
  ["203.0.113.1", false, "IPv4 documentation TEST-NET-3"],
  ["198.18.0.1", false, "IPv4 benchmarking 198.18/15"],
  ["192.88.99.1", false, "IPv4 6to4 relay anycast"],
  ["224.0.0.1", false, "IPv4 multicast"],
  ["240.0.0.1", false, "IPv4 reserved 240/4"],
  ["255.255.255.255", false, "IPv4 broadcast"],
  ["127.1", false, "IPv4 short form (no resolver answers it)"],
  ["0x7f.0.0.1", false, "IPv4 hexadecimal form"],
  ["2606:4700::1111", true, "IPv6 global unicast 2000::/3"],
  ["2a00:1450:4001::200e", true, "IPv6 global unicast 2000::/3"],
  ["::", false, "IPv6 unspecified"],
  ["::1", false, "IPv6 loopback"],
  ["fc00::1", false, "IPv6 unique local"],
  ["fd12:3456::1", false, "IPv6 unique local"],
  ["fe80::1", false, "IPv6 link-local"],
  ["febf::1", false, "IPv6 link-local"],
  ["fec0::1", false, "IPv6 site-local (deprecated)"],
  ["ff02::1", false, "IPv6 multicast"],
  ["100::1", false, "IPv6 discard 100::/64"],
  ["64:ff9b::7f00:1", false, "IPv6 NAT64 64:ff9b::/96 (outside 2000::/3)"],
  ["4000::1", false, "IPv6 outside 2000::/3 (unassigned)"],
  ["e000::1", false, "IPv6 outside 2000::/3 (unassigned)"],
  ["2001:db8::1", false, "IPv6 documentation inside 2000::/3"],
  ["3fff::1", false, "IPv6 documentation 3fff::/20"],
  ["2002:7f00:1::1", false, "IPv6 6to4 (carries 127.0.0.1)"],
  ["2001::1", false, "IPv6 Teredo"],
  ["2001:20::1", false, "IPv6 ORCHIDv2"],
  ["2606:4700::1111%eth0", false, "IPv6 with a zone id"],
  ["::ffff:93.184.216.34", true, "IPv4-mapped, carries a public IPv4"],
  ["::ffff:5db8:d822", true, "IPv4-mapped in hex, carries 93.184.216.34"],
  ["::ffff:10.0.0.1", false, "IPv4-mapped, carries private"],
  ["::ffff:127.0.0.1", false, "IPv4-mapped, carries loopback"],
  ["::ffff:7f00:1", false, "IPv4-mapped in hex, carries loopback"],
  ["::ffff:169.254.169.254", false, "IPv4-mapped, carries link-local"],
  ["::ffff:0:0", false, "IPv4-mapped, carries 0.0.0.0"],
  ["::7f00:1", false, "IPv4-compatible in hex, carries loopback"],
  ["::127.0.0.1", false, "IPv4-compatible, carries loopback"],
  ["::a00:1", false, "IPv4-compatible, carries 10.0.0.1"],
  ["::a9fe:a9fe", false, "IPv4-compatible, carries 169.254.169.254"],
  ["::5db8:d822", true, "IPv4-compatible, carries 93.184.216.34"],
  ["::93.184.216.34", true, "IPv4-compatible, carries 93.184.216.34"],
  ["not-an-ip", false, "not an address"],
  ["", false, "empty"],
];

describe("public addresses", () => {
  it.each(ADDRESS_CLASSES)("%s public: %s (%s)", (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });
});

describe("resolving at send time", () => {
  it("connects to the public address that was checked", async () => {
    expect(await resolveForSend("https://hooks.example.com/in", LIVE, answering("93.184.216.34"))).toEqual({ ok: true, address: "93.184.216.34", family: 4 });
    expect(await resolveForSend("https://hooks.example.com/in", LIVE, answering("2606:4700::1111"))).toEqual({ ok: true, address: "2606:4700::1111", family: 6 });
  });

  it.each(["127.0.0.1", "10.1.2.3", "172.16.5.5", "192.168.0.10", "169.254.169.254", "::1", "fc00::5", "fe80::5", "::ffff:10.0.0.1", "::7f00:1", "4000::1"])("refuses a name resolving to %s", async (address) => {
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
