import { afterEach, describe, expect, it, vi } from "vitest";

const send = vi.hoisted(() => vi.fn());
vi.mock("@/lib/scheduler/client", () => ({ inngest: { send } }));

async function loadModule() {
  vi.resetModules(); // config() is read once per module instance
  return import("@/lib/webhooks/notify");
}
const loadNotify = async () => (await loadModule()).notifyOutboxWritten;

afterEach(() => {
  vi.unstubAllEnvs();
  send.mockReset();
  vi.restoreAllMocks();
});

describe("notifyOutboxWritten", () => {
  it("does nothing without Inngest settings (the Postgres worker finds the outbox itself)", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "");
    vi.stubEnv("INNGEST_SIGNING_KEY", "");
    await (await loadNotify())();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends platform/outbox.written with Inngest settings", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
    vi.stubEnv("INNGEST_SIGNING_KEY", "signkey-test-00");
    send.mockResolvedValue({ ids: ["01"] });
    await (await loadNotify())();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject([{ name: "platform/outbox.written" }]);
  });

  it("logs a failed send instead of throwing: the committed change stands and the every-minute run routes it", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
    vi.stubEnv("INNGEST_SIGNING_KEY", "signkey-test-00");
    send.mockRejectedValue(new Error("network down"));
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect((await loadNotify())()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain("network down");
  });

  // Spec: "Send again puts a finished delivery back at the start of the schedule": a fresh run.
  it("notifyDeliveryDue starts the run of a resent delivery now, under an event id of that resend", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
    vi.stubEnv("INNGEST_SIGNING_KEY", "signkey-test-00");
    send.mockResolvedValue({ ids: ["01"] });
    const { notifyDeliveryDue } = await loadModule();
    const due = { deliveryId: "d-1", dueAt: new Date("2026-03-01T12:00:00.000Z"), webhookId: "w-1", crewId: "c-1" };
    await notifyDeliveryDue({ ...due, resends: 1 });
    await notifyDeliveryDue({ ...due, resends: 2 });
    expect(send.mock.calls[0]?.[0]).toMatchObject([
      {
        name: "webhooks/delivery.due",
        // place 0 of the fresh schedule; the webhook and crew key the run's concurrency
        data: { deliveryId: "d-1", dueAt: "2026-03-01T12:00:00.000Z", resends: 1, place: 0, webhookId: "w-1", crewId: "c-1" },
        id: "webhook-delivery-d-1-1772366400000-resend-1",
      },
    ]);
    // A second resend within the same millisecond still starts a run of its own.
    expect(send.mock.calls[1]?.[0]).toMatchObject([{ data: { resends: 2 }, id: "webhook-delivery-d-1-1772366400000-resend-2" }]);
  });

  // A recovery sends each delivery again as a resend does: one run per delivery, in chunks of 100 per send.
  it("notifyDeliveriesDue starts one run per recovered delivery, each under the event id of its resend", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
    vi.stubEnv("INNGEST_SIGNING_KEY", "signkey-test-00");
    send.mockResolvedValue({ ids: ["01"] });
    const { notifyDeliveriesDue } = await loadModule();
    const dueAt = new Date("2026-03-01T12:00:00.000Z");
    const list = Array.from({ length: 101 }, (_, i) => ({ deliveryId: `d-${i}`, dueAt, resends: 1 + (i % 2), webhookId: "w-1", crewId: "c-1" }));
    await notifyDeliveriesDue(list);
    expect(send).toHaveBeenCalledTimes(2);
    const sent = [...(send.mock.calls[0]?.[0] as unknown[]), ...(send.mock.calls[1]?.[0] as unknown[])];
    expect(sent).toHaveLength(101);
    expect(sent[0]).toMatchObject({ name: "webhooks/delivery.due", data: { deliveryId: "d-0", dueAt: "2026-03-01T12:00:00.000Z", resends: 1, place: 0, webhookId: "w-1", crewId: "c-1" }, id: "webhook-delivery-d-0-1772366400000-resend-1" });
    expect(sent[1]).toMatchObject({ data: { deliveryId: "d-1", resends: 2 }, id: "webhook-delivery-d-1-1772366400000-resend-2" });
    // Nothing to wake: no send at all.
    send.mockClear();
    await notifyDeliveriesDue([]);
    expect(send).not.toHaveBeenCalled();
  });

  it("notifyDeliveryDue does nothing without Inngest settings", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "");
    vi.stubEnv("INNGEST_SIGNING_KEY", "");
    await (await loadModule()).notifyDeliveryDue({ deliveryId: "d-1", dueAt: new Date(), resends: 1, webhookId: "w-1", crewId: "c-1" });
    expect(send).not.toHaveBeenCalled();
  });
});
