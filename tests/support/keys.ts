/** Tokens of tests/worlds/basic.json, by role. */
export const KEYS = {
  secret: "svc_sk_test_nightshiftServerKey0000000001",
  publishable: "svc_pk_test_nightshiftWebsiteKey000000001",
  revoked: "svc_sk_test_nightshiftRevokedKey000000001",
  suspended: "svc_sk_test_nightshiftSuspendedKey0001",
  expired: "svc_sk_test_nightshiftExpiredKey00001",
  noScopes: "svc_sk_test_nightshiftNoScopesKey0001",
  all: "svc_sk_test_nightshiftAllScopesKey001",
  lapsed: "svc_sk_test_lapsedServerKey000000000001",
  harbour: "svc_sk_test_harbourServerKey00000000000001",
  harbourPublishable: "svc_pk_test_harbourWebsiteKey0000000001",
  unknown: "svc_sk_test_thisKeyDoesNotExist00000001",
} as const;

/** Admin tokens of tests/worlds/basic.json's crew members (the crew admin API), by member. */
export const ADMIN = {
  /** owner@nightshift.test, role owner. */
  owner: "svc_adm_test_nightshiftOwner00000001",
  /** dev@nightshift.test, role manage_api. */
  manageApi: "svc_adm_test_nightshiftDev000000001",
  /** owner@harbour.test, role owner. */
  harbourOwner: "svc_adm_test_harbourOwner0000000001",
  /** owner@lapsed.test, role owner of the lapsed crew. */
  lapsedOwner: "svc_adm_test_lapsedOwner00000000001",
  unknown: "svc_adm_test_thisTokenDoesNotExist001",
} as const;

export const PUBLISHABLE_ORIGIN = "https://nightshift.test";

/** The platform API's token in tests (vitest.config.ts sets PLATFORM_TOKEN). */
export const PLATFORM_TOKEN = "svc_plat_test_platformToken000000000001";
